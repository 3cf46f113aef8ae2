import { randomBytes } from 'node:crypto';
import { serverSeedHashOf } from '@wallet/contract';
import type { Queryable } from '../../db/queryable.ts';
import { nodeDigests } from './node-digests.ts';

export interface SeedRow {
  id: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
}

const SEED_COLUMNS = `id, server_seed AS "serverSeed", server_seed_hash AS "serverSeedHash", client_seed AS "clientSeed"`;

/** A fresh server seed (32 bytes from the CSPRNG, hex) and a random default client seed. */
async function newSeed(): Promise<{ serverSeed: string; serverSeedHash: string; clientSeed: string }> {
  const serverSeed = randomBytes(32).toString('hex');
  return {
    serverSeed,
    serverSeedHash: await serverSeedHashOf(serverSeed, nodeDigests),
    clientSeed: randomBytes(8).toString('hex'),
  };
}

/**
 * Inserts a current seed for the member unless one exists (the partial unique index decides
 * between racing requests). The client seed carries over from the revealed one when given.
 */
export async function ensureCurrentSeed(db: Queryable, memberId: number, clientSeed?: string): Promise<void> {
  const seed = await newSeed();
  await db.query(
    `INSERT INTO draw_seeds (member_id, server_seed, server_seed_hash, client_seed)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (member_id) WHERE revealed_at IS NULL DO NOTHING`,
    [memberId, seed.serverSeed, seed.serverSeedHash, clientSeed ?? seed.clientSeed],
  );
}

/** The member's current (unrevealed) seed; a draw locks it with lockedSeed. */
export async function currentSeed(db: Queryable, memberId: number): Promise<SeedRow> {
  for (;;) {
    const { rows } = await db.query<SeedRow>(
      `SELECT ${SEED_COLUMNS} FROM draw_seeds WHERE member_id = $1 AND revealed_at IS NULL`,
      [memberId],
    );
    if (rows[0]) return rows[0];
    await ensureCurrentSeed(db, memberId);
  }
}

/** A current seed locked by a draw, with the nonce and the id that draw takes. */
export interface LockedSeed extends SeedRow {
  nonce: number;
  /** The draw's id, taken from its sequence with the lock: known before the draw is written. */
  drawId: number;
}

/**
 * Rows a draw path locks together with the seed, in the lock's own statement (issue 44): columns
 * over the locked seed row `seed` (its `member_id`), each a correlated subquery, so it runs after
 * the seed's lock (every draw path locks the seed first). Named: planned once per connection.
 */
export interface LockedAlong {
  name: string;
  columns: string;
}

/** Every draw runs these: named, so PostgreSQL plans them once per connection (issue 44). */
function lockedSeedSql(along?: LockedAlong): { name: string; text: string } {
  return {
    name: along?.name ?? 'draw_locked_seed',
    // MATERIALIZED: the seed's LockRows runs before anything the outer select computes.
    text: `WITH seed AS MATERIALIZED (
         SELECT ${SEED_COLUMNS}, member_id FROM draw_seeds WHERE member_id = $1 AND revealed_at IS NULL FOR UPDATE
       )
       SELECT seed.id, seed."serverSeed", seed."serverSeedHash", seed."clientSeed",
         (SELECT coalesce(max(nonce) + 1, 0)::int FROM draws WHERE member_id = $1) AS nonce,
         nextval('draws_id_seq') AS "drawId"${along ? `,\n         ${along.columns}` : ''}
       FROM seed`,
  };
}
const LOCKED_SEED = lockedSeedSql();

/**
 * A draw's record, its seed's reveal and the new seed in its place (keeping the member's client
 * seed), as parts of a statement whose parameters start at $first: a caller may write its own
 * rows in the same statement (a spin). The new seed is inserted from the revealed row, so the
 * reveal has happened when the one-current-seed index is checked.
 */
export function recordDrawSql(first: number): string {
  const $ = (n: number) => `$${first + n}`;
  return `draw_recorded AS (
       INSERT INTO draws (id, member_id, seed_id, nonce, purpose, weights, outcome, roll, movement_id)
       VALUES (${$(0)}, ${$(1)}, ${$(2)}, ${$(3)}, ${$(4)}, ${$(5)}, ${$(6)}, ${$(7)}, ${$(8)})
     ),
     seed_revealed AS (
       UPDATE draw_seeds SET revealed_at = now() WHERE id = ${$(2)} RETURNING member_id, client_seed
     ),
     seed_fresh AS (
       INSERT INTO draw_seeds (member_id, server_seed, server_seed_hash, client_seed)
       SELECT member_id, ${$(9)}, ${$(10)}, client_seed FROM seed_revealed
       ON CONFLICT (member_id) WHERE revealed_at IS NULL DO NOTHING
     )`;
}
const RECORD_AND_ROTATE = { name: 'draw_record_rotate', text: `WITH ${recordDrawSql(1)} SELECT 1` };

/**
 * The member's current seed locked until the transaction ends, the next draw's nonce and id, and
 * the rows locked along, in one round trip. The nonce is read in the statement's snapshot, which
 * can be older than the lock: that is safe because every draw reveals the seed it locked, so a
 * lock that had to wait for another draw finds its row revealed, matches nothing, and is asked
 * again with a new snapshot.
 */
export async function lockedSeed<Along extends object = object>(
  db: Queryable,
  memberId: number,
  along?: LockedAlong,
): Promise<LockedSeed & Along> {
  const statement = along ? lockedSeedSql(along) : LOCKED_SEED;
  for (;;) {
    const { rows } = await db.query<LockedSeed & Along>({ ...statement, values: [memberId] });
    if (rows[0]) return rows[0];
    await ensureCurrentSeed(db, memberId);
  }
}

/** The nonce of the member's next draw: how many draws they have had. */
export async function nextNonce(db: Queryable, memberId: number): Promise<number> {
  const { rows } = await db.query<{ nonce: number }>(
    'SELECT coalesce(max(nonce) + 1, 0)::int AS nonce FROM draws WHERE member_id = $1',
    [memberId],
  );
  return rows[0]!.nonce;
}

export async function setClientSeed(db: Queryable, seedId: number, clientSeed: string): Promise<void> {
  await db.query('UPDATE draw_seeds SET client_seed = $2 WHERE id = $1 AND revealed_at IS NULL', [
    seedId,
    clientSeed,
  ]);
}

/** What recordDrawSql's parameters take, in order: the draw and a fresh seed for its place. */
export interface DrawRecord {
  memberId: number;
  seed: LockedSeed;
  purpose: string;
  weights: unknown;
  outcome: string;
  roll: number;
  movementId: number | null;
}

export async function recordDrawValues(draw: DrawRecord): Promise<unknown[]> {
  const next = await newSeed();
  return [
    draw.seed.drawId,
    draw.memberId,
    draw.seed.id,
    draw.seed.nonce,
    draw.purpose,
    JSON.stringify(draw.weights),
    draw.outcome,
    draw.roll,
    draw.movementId,
    next.serverSeed,
    next.serverSeedHash,
  ];
}

/** Records a draw and rotates its seed in a statement of its own (recordDrawSql). Answers the draw's id. */
export async function recordDrawAndRotate(db: Queryable, draw: DrawRecord): Promise<number> {
  await db.query({ ...RECORD_AND_ROTATE, values: await recordDrawValues(draw) });
  return draw.seed.drawId;
}

/**
 * An operator's rotation (ADR 0109): every member's committed seed is revealed (its draws, if any,
 * can be checked against it as after any draw) and a new one committed in its place, keeping the
 * member's client seed. The rows are locked as a draw locks them, so a draw in flight uses the
 * seed before or the one after, never a revealed one. Answers how many were rotated.
 */
export async function rotateAllSeeds(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ memberId: string; clientSeed: string }>(
    `UPDATE draw_seeds SET revealed_at = now() WHERE revealed_at IS NULL
     RETURNING member_id AS "memberId", client_seed AS "clientSeed"`,
  );
  for (const row of rows) await ensureCurrentSeed(db, Number(row.memberId), row.clientSeed);
  return rows.length;
}
