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

/** A current seed locked by a draw, with the nonce that draw takes. */
export interface LockedSeed extends SeedRow {
  nonce: number;
}

/** Every draw runs these two: named, so PostgreSQL plans them once per connection (issue 44). */
const LOCKED_SEED = {
  name: 'draw_locked_seed',
  text: `SELECT ${SEED_COLUMNS},
         (SELECT coalesce(max(nonce) + 1, 0)::int FROM draws WHERE member_id = $1) AS nonce
       FROM draw_seeds WHERE member_id = $1 AND revealed_at IS NULL FOR UPDATE`,
};
const RECORD_AND_ROTATE = {
  name: 'draw_record_rotate',
  text: `WITH drawn AS (
       INSERT INTO draws (member_id, seed_id, nonce, purpose, weights, outcome, roll, movement_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id
     ),
     revealed AS (
       UPDATE draw_seeds SET revealed_at = now() WHERE id = $2 RETURNING member_id, client_seed
     ),
     fresh AS (
       INSERT INTO draw_seeds (member_id, server_seed, server_seed_hash, client_seed)
       SELECT member_id, $9, $10, client_seed FROM revealed
       ON CONFLICT (member_id) WHERE revealed_at IS NULL DO NOTHING
     )
     SELECT id FROM drawn`,
};

/**
 * The member's current seed locked until the transaction ends, and the next draw's nonce, in one
 * round trip. The nonce is read in the statement's snapshot, which can be older than the lock:
 * that is safe because every draw reveals the seed it locked, so a lock that had to wait for
 * another draw finds its row revealed, matches nothing, and is asked again with a new snapshot.
 */
export async function lockedSeed(db: Queryable, memberId: number): Promise<LockedSeed> {
  for (;;) {
    const { rows } = await db.query<LockedSeed>({ ...LOCKED_SEED, values: [memberId] });
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

/**
 * Records a draw, reveals the seed it used and puts a new one in its place (keeping the member's
 * client seed), in one statement. The new seed is inserted from the revealed row, so the reveal
 * has happened when the one-current-seed index is checked. Answers the draw's id.
 */
export async function recordDrawAndRotate(
  db: Queryable,
  draw: {
    memberId: number;
    seed: SeedRow;
    nonce: number;
    purpose: string;
    weights: unknown;
    outcome: string;
    roll: number;
    movementId: number | null;
  },
): Promise<number> {
  const next = await newSeed();
  const { rows } = await db.query<{ id: number }>({
    ...RECORD_AND_ROTATE,
    values: [
      draw.memberId,
      draw.seed.id,
      draw.nonce,
      draw.purpose,
      JSON.stringify(draw.weights),
      draw.outcome,
      draw.roll,
      draw.movementId,
      next.serverSeed,
      next.serverSeedHash,
    ],
  });
  return rows[0]!.id;
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
