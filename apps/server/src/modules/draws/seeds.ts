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

/** Every draw runs this: named, so PostgreSQL plans it once per connection (issue 44). */
function lockedSeedsSql(along?: LockedAlong): { name: string; text: string } {
  return {
    name: along?.name ?? 'draw_locked_seeds',
    // MATERIALIZED: the seeds' LockRows (in member order) runs before anything the outer select computes.
    text: `WITH seed AS MATERIALIZED (
         SELECT ${SEED_COLUMNS}, member_id FROM draw_seeds
         WHERE member_id = ANY($1::bigint[]) AND revealed_at IS NULL ORDER BY member_id FOR UPDATE
       )
       SELECT seed.member_id AS "memberId", seed.id, seed."serverSeed", seed."serverSeedHash", seed."clientSeed",
         (SELECT coalesce(max(nonce) + 1, 0)::int FROM draws WHERE draws.member_id = seed.member_id) AS nonce,
         nextval('draws_id_seq') AS "drawId"${along ? `,\n         ${along.columns}` : ''}
       FROM seed`,
  };
}
const LOCKED_SEEDS = lockedSeedsSql();

/**
 * Several members' current seeds locked until the transaction ends (in member order, as any two
 * such locks take them), each with its next draw's nonce and id and the rows locked along, in one
 * round trip. The nonce is read in the statement's snapshot, which can be older than the lock:
 * that is safe because every draw reveals the seed it locked, so a lock that had to wait for
 * another draw finds its row revealed and matches nothing. A member missing from the answer has
 * no current seed now: lockedSeed makes one and asks again, with a new snapshot.
 */
export async function lockedSeeds<Along extends object = object>(
  db: Queryable,
  memberIds: number[],
  along?: LockedAlong,
): Promise<Map<number, LockedSeed & Along>> {
  const { rows } = await db.query<LockedSeed & Along & { memberId: number }>({
    ...(along ? lockedSeedsSql(along) : LOCKED_SEEDS),
    values: [memberIds],
  });
  return new Map(rows.map(({ memberId, ...seed }) => [memberId, seed as unknown as LockedSeed & Along]));
}

/** One member's current seed locked (lockedSeeds), made first when they have none. */
export async function lockedSeed<Along extends object = object>(
  db: Queryable,
  memberId: number,
  along?: LockedAlong,
): Promise<LockedSeed & Along> {
  for (;;) {
    const seed = (await lockedSeeds<Along>(db, [memberId], along)).get(memberId);
    if (seed) return seed;
    await ensureCurrentSeed(db, memberId);
  }
}

/** The columns recordDrawsSql reads from its source, one row per draw: DrawRecordRow's fields. */
export const DRAW_RECORD_COLUMNS = `draw_id bigint, draw_member bigint, draw_seed bigint, draw_nonce int,
  draw_purpose text, draw_weights jsonb, draw_outcome text, draw_roll bigint, draw_movement bigint,
  draw_next_seed text, draw_next_hash text`;

export interface DrawRecordRow {
  draw_id: number;
  draw_member: number;
  draw_seed: number;
  draw_nonce: number;
  draw_purpose: string;
  draw_weights: unknown;
  draw_outcome: string;
  draw_roll: number;
  draw_movement: number | null;
  /** The fresh seed put in the revealed one's place, and its hash. */
  draw_next_seed: string;
  draw_next_hash: string;
}

/**
 * Draws' records, their seeds' reveal and new seeds in their place (keeping each member's client
 * seed), as CTEs over `source` (a relation with DRAW_RECORD_COLUMNS among its columns): a caller
 * writes its own rows in the same statement (a spin), one draw or many. The new seed is inserted
 * from the revealed row, so the reveal has happened when the one-current-seed index is checked.
 */
export function recordDrawsSql(source: string): string {
  return `draw_recorded AS (
       INSERT INTO draws (id, member_id, seed_id, nonce, purpose, weights, outcome, roll, movement_id)
       SELECT draw_id, draw_member, draw_seed, draw_nonce, draw_purpose, draw_weights, draw_outcome, draw_roll,
              draw_movement
       FROM ${source}
     ),
     seed_revealed AS (
       UPDATE draw_seeds SET revealed_at = now() FROM ${source} WHERE draw_seeds.id = ${source}.draw_seed
       RETURNING draw_seeds.member_id, draw_seeds.client_seed, ${source}.draw_next_seed, ${source}.draw_next_hash
     ),
     seed_fresh AS (
       INSERT INTO draw_seeds (member_id, server_seed, server_seed_hash, client_seed)
       SELECT member_id, draw_next_seed, draw_next_hash, client_seed FROM seed_revealed
       ON CONFLICT (member_id) WHERE revealed_at IS NULL DO NOTHING
     )`;
}
const RECORD_AND_ROTATE = {
  name: 'draw_record_rotate',
  text: `WITH input AS (SELECT * FROM json_to_recordset($1::json) AS d(${DRAW_RECORD_COLUMNS})),
     ${recordDrawsSql('input')}
     SELECT 1`,
};

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

/** A draw to record, as the draws module's ticket knows it. */
export interface DrawRecord {
  memberId: number;
  seed: LockedSeed;
  purpose: string;
  weights: unknown;
  outcome: string;
  roll: number;
  movementId: number | null;
}

/** The draw as recordDrawsSql reads it, with a fresh seed for its seed's place. */
export async function drawRecordRow(draw: DrawRecord): Promise<DrawRecordRow> {
  const next = await newSeed();
  return {
    draw_id: draw.seed.drawId,
    draw_member: draw.memberId,
    draw_seed: draw.seed.id,
    draw_nonce: draw.seed.nonce,
    draw_purpose: draw.purpose,
    draw_weights: draw.weights,
    draw_outcome: draw.outcome,
    draw_roll: draw.roll,
    draw_movement: draw.movementId,
    draw_next_seed: next.serverSeed,
    draw_next_hash: next.serverSeedHash,
  };
}

/** Records a draw and rotates its seed in a statement of its own (recordDrawsSql). Answers the draw's id. */
export async function recordDrawAndRotate(db: Queryable, draw: DrawRecord): Promise<number> {
  await db.query({ ...RECORD_AND_ROTATE, values: [JSON.stringify([await drawRecordRow(draw)])] });
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
