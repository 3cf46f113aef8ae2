import {
  drawOutcome,
  type DrawEntry,
  type DrawSeedReply,
  type LocalizedText,
  type Weight,
} from '@wallet/contract';
import type { Queryable, Tx } from '../../db/queryable.ts';
import {
  currentSeed,
  lockedSeed,
  nextNonce,
  drawRecordRow,
  lockedSeeds,
  recordDrawAndRotate,
  setClientSeed,
  type LockedAlong,
  type DrawRecordRow,
  type LockedSeed,
  type SeedRow,
} from './seeds.ts';
import { nodeDigests } from './node-digests.ts';

export type DrawPurpose = 'invite_claim' | 'refund_add' | 'spin';

/** How a module whose draws' outcomes are its own codes names them (a spin's slices). */
export interface DrawOutcomeNames {
  won: boolean;
  names: Record<string, LocalizedText>;
}
export type DrawDescriber = (
  draws: { id: number; outcome: string; weights: Weight[] }[],
) => Promise<Map<number, DrawOutcomeNames>>;

/** A draw decided inside a money transaction, recorded once the movement it decides exists. */
export interface DrawTicket {
  /** The draw's id, taken with the seed's lock. */
  id: number;
  outcome: string;
  roll: number;
  nonce: number;
  seed: SeedRow;
  /**
   * Writes the draw with the movement's id (null when it decides no money at once: a spin, whose
   * row names the draw) and reveals the seed (same transaction).
   */
  record(movementId: number | null): Promise<number>;
  /**
   * The same record as a row of recordDrawsSql's source, for a caller that writes its own rows in
   * the record's statement (a spin: one round trip fewer while the member's locks are held).
   */
  recordRow(movementId: number | null): Promise<DrawRecordRow>;
}

/**
 * Every chance draw of the site (ADR 0041): provably fair, from one place. The member's
 * current server seed is committed to by its published hash; a draw locks it (so a member's
 * draws are one at a time), maps HMAC-SHA256(serverSeed, clientSeed:nonce) onto the weights
 * (drawOutcome in the contract), and is recorded in the caller's transaction together with the
 * money it decides; then the seed is revealed and a new one committed.
 */
export class Draws {
  private readonly describers = new Map<DrawPurpose, DrawDescriber>();

  constructor(private readonly pool: Queryable) {}

  /**
   * A module whose outcomes are not plain success/fail names them here, so the verify view shows
   * a won slice as a win and each code by its name (issue 42).
   */
  describeOutcomes(purpose: DrawPurpose, describer: DrawDescriber): void {
    this.describers.set(purpose, describer);
  }

  /** The commitment the member sees before the next draw. */
  async seed(memberId: number): Promise<DrawSeedReply> {
    const seed = await currentSeed(this.pool, memberId);
    return {
      serverSeedHash: seed.serverSeedHash,
      clientSeed: seed.clientSeed,
      nonce: await nextNonce(this.pool, memberId),
    };
  }

  async setClientSeed(memberId: number, clientSeed: string): Promise<DrawSeedReply> {
    const seed = await currentSeed(this.pool, memberId);
    await setClientSeed(this.pool, seed.id, clientSeed);
    return this.seed(memberId);
  }

  /**
   * Takes the member's draw lock (their current seed's row) inside tx. Call first in a money
   * transaction, before any ledger row is locked, so every draw path locks in the same order;
   * rows locked `along` are locked after the seed, in the same round trip.
   */
  async lock<Along extends object = object>(
    tx: Tx,
    memberId: number,
    along?: LockedAlong,
  ): Promise<LockedSeed & Along> {
    return lockedSeed<Along>(tx, memberId, along);
  }

  /**
   * lock for several members at once (spins written together): their seeds in member order, each
   * with its rows locked along. A member missing from the answer has no current seed to lock now
   * (a first draw, or another draw revealed it while this waited): lock them alone.
   */
  async lockMany<Along extends object = object>(
    tx: Tx,
    memberIds: number[],
    along?: LockedAlong,
  ): Promise<Map<number, LockedSeed & Along>> {
    return lockedSeeds<Along>(tx, memberIds, along);
  }

  /** Draws with the locked seed (see lock); nothing is written until the ticket is recorded. */
  async draw(
    tx: Tx,
    memberId: number,
    seed: LockedSeed,
    purpose: DrawPurpose,
    weights: Weight[],
  ): Promise<DrawTicket> {
    const nonce = seed.nonce;
    const { roll, outcome } = await drawOutcome(
      { serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce, weights },
      nodeDigests,
    );
    const drawn = { memberId, seed, purpose, weights, outcome, roll };
    return {
      id: seed.drawId,
      outcome,
      roll,
      nonce,
      seed,
      record: (movementId) => recordDrawAndRotate(tx, { ...drawn, movementId }),
      recordRow: (movementId) => drawRecordRow({ ...drawn, movementId }),
    };
  }

  /** The draw that decided a movement (a retried request answers with it). */
  async byMovement(movementId: number): Promise<{ id: number; outcome: string } | undefined> {
    const { rows } = await this.pool.query<{ id: number; outcome: string }>(
      'SELECT id, outcome FROM draws WHERE movement_id = $1',
      [movementId],
    );
    return rows[0];
  }

  /** The member's draws, newest first, with the revealed seeds: everything needed to recompute them. */
  async list(
    memberId: number,
    page: { limit: number; offset: number },
  ): Promise<{ total: number; draws: DrawEntry[] }> {
    const { rows } = await this.pool.query<
      Omit<DrawEntry, 'createdAt' | 'won' | 'names'> & { createdAt: Date; total: number }
    >(
      `SELECT d.id, d.purpose, s.server_seed AS "serverSeed", s.server_seed_hash AS "serverSeedHash",
              s.client_seed AS "clientSeed", d.nonce, d.weights, d.roll, d.outcome, d.created_at AS "createdAt",
              count(*) OVER ()::int AS total
       FROM draws d JOIN draw_seeds s ON s.id = d.seed_id
       WHERE d.member_id = $1 ORDER BY d.id DESC LIMIT $2 OFFSET $3`,
      [memberId, page.limit, page.offset],
    );
    const total = rows[0]?.total ?? (await this.count(memberId));
    const described = new Map<number, DrawOutcomeNames>();
    for (const [purpose, describer] of this.describers) {
      const own = rows.filter((row) => row.purpose === purpose);
      if (own.length > 0) for (const [id, names] of await describer(own)) described.set(id, names);
    }
    return {
      total,
      draws: rows.map(({ total: _total, createdAt, ...draw }) => ({
        ...draw,
        ...(described.get(draw.id) ?? { won: draw.outcome === 'success', names: {} }),
        createdAt: createdAt.toISOString(),
      })),
    };
  }

  private async count(memberId: number): Promise<number> {
    const { rows } = await this.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM draws WHERE member_id = $1',
      [memberId],
    );
    return rows[0]!.n;
  }
}
