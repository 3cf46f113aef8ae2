import { createHash } from 'node:crypto';
import type pg from 'pg';
import { IDEMPOTENCY_KEY } from '@wallet/contract';
import { AppError, fail } from '../../lib/app-error.ts';

export interface Answer {
  status: number;
  body: unknown;
}

/** How long a running request owns its key; after a crash, a retry takes over once it runs out. */
const LEASE_MS = 60_000;
/** How long a retry waits for the first request with its key to finish. */
const WAIT_MS = 30_000;
const POLL_MS = 25;

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * A request's key, for money paths that fold the key into their own statements (ADR 0013):
 * the first write claims the key in the same statement (`claimed`), and the last write can
 * store the answer in the same statement (`answered`). A path whose first write cannot carry
 * the claim calls `take()` before it changes anything.
 */
export class KeyClaim {
  claimed = false;
  /** The answer a statement stored together with its write, once one did. */
  answered: Answer | undefined;

  constructor(
    private readonly idempotency: Idempotency,
    readonly memberId: number,
    readonly key: string,
    readonly route: string,
    readonly requestHash: string,
    readonly leaseMs: number,
  ) {}

  /** Claims the key on its own statement; throws KeyTaken when another request holds it. */
  async take(): Promise<void> {
    if (this.claimed) return;
    if (!(await this.idempotency.claimKey(this))) throw new KeyTaken();
    this.claimed = true;
  }

  /** The columns answeredClaimsSql reads from its source: answeredClaimRow's fields. */
  static readonly ANSWERED_CLAIM_COLUMNS = `claim_member bigint, claim_key text, claim_route text, claim_hash text,
    claim_lease double precision, claim_status int, claim_reply jsonb`;

  /**
   * For a path whose answer is known inside its own transaction (a spin): the insert that claims
   * keys with their answers, to run as a CTE of that transaction's write (ADR 0212), one per row of
   * `source` (a relation with ANSWERED_CLAIM_COLUMNS among its columns; a row without a key claims
   * nothing). It inserts nothing for a key another request holds; a concurrent one waits on the
   * key's index until this commits or rolls back.
   */
  static answeredClaimsSql(source: string): string {
    return `INSERT INTO idempotency_keys (member_id, key, route, request_hash, locked_until, status_code, reply)
       SELECT claim_member, claim_key, claim_route, claim_hash,
              now() + make_interval(secs => claim_lease / 1000), claim_status, claim_reply
       FROM ${source} WHERE claim_key IS NOT NULL
       ON CONFLICT DO NOTHING`;
  }

  /** This key and the answer it is claimed with, as a row of answeredClaimsSql's source. */
  answeredClaimRow(answer: Answer): AnsweredClaimRow {
    return {
      claim_member: this.memberId,
      claim_key: this.key,
      claim_route: this.route,
      claim_hash: this.requestHash,
      claim_lease: this.leaseMs,
      claim_status: answer.status,
      claim_reply: answer.body,
    };
  }

  /** The caller's statement claimed the key with this answer (answeredClaimsSql), in a transaction that committed. */
  claimedWith(answer: Answer): void {
    this.claimed = true;
    this.answered = answer;
  }
}

export interface AnsweredClaimRow {
  claim_member: number;
  claim_key: string;
  claim_route: string;
  claim_hash: string;
  claim_lease: number;
  claim_status: number;
  claim_reply: unknown;
}

/** The key already belongs to another request (or has its answer): follow that one instead. */
export class KeyTaken extends Error {
  constructor() {
    super('idempotency key taken');
  }
}

/**
 * How a route's operation may answer (sendIdempotent's options). settlesLater: its answer can be
 * PENDING (a transfer or a withdrawal waiting on an outside system) and settle later; a replay of
 * a PENDING answer runs the operation again under its op key, which finds its movement and
 * answers it as it now stands, and keeps that answer once it is final (ADR 0065).
 */
export interface RunOptions {
  settlesLater?: boolean;
}

/** An answer that is not final: a movement still PENDING (the body's own status says so). */
const isPending = (answer: Answer): boolean =>
  typeof answer.body === 'object' &&
  answer.body !== null &&
  (answer.body as { status?: unknown }).status === 'PENDING';

interface KeyRow {
  route: string;
  requestHash: string;
  statusCode: number | null;
  reply: unknown;
  leaseOver: boolean;
}

/**
 * Idempotency-Key handling for money-moving requests (ADR 0013). The first request with a
 * key runs and its answer (success or catalogue error) is stored; a retry with the same key
 * and body gets that answer; the same key with another body or route is KEY_INVALID. A
 * request that is still running makes retries wait for it. The operation itself also
 * carries the key (movements.op_key), so a run that takes over after a crash finds the
 * work already done instead of doing it twice.
 */
export class Idempotency {
  constructor(private readonly pool: pg.Pool) {}

  async run(
    memberId: number,
    key: string | undefined,
    route: string,
    body: unknown,
    handler: (opKey: string | undefined) => Promise<Answer>,
    options: RunOptions = {},
  ): Promise<Answer> {
    if (key === undefined) return this.answer(() => handler(undefined));
    if (!IDEMPOTENCY_KEY.test(key)) fail('KEY_INVALID');
    const requestHash = createHash('sha256').update(stableJson(body)).digest('base64url');
    // The operation's key is namespaced by member and route: deposit channels use their own
    // prefixes (qr:, slip:, ...), and a key reused on another route after the prune is another operation.
    const opKey = `member:${memberId}:${route}:${key}`;
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      if (await this.claim(memberId, key, route, requestHash)) break;
      const row = await this.read(memberId, key);
      if (!row) continue;
      if (row.route !== route || row.requestHash !== requestHash) fail('KEY_INVALID');
      if (row.statusCode !== null) {
        const stored = { status: row.statusCode, body: row.reply };
        if (!options.settlesLater || !isPending(stored)) return stored;
        return this.refresh(memberId, key, stored, () => handler(opKey));
      }
      if (row.leaseOver && (await this.takeOver(memberId, key))) break;
      if (Date.now() > deadline) fail('REQUEST_LIMIT');
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    let answer: Answer;
    try {
      answer = await this.answer(() => handler(opKey));
    } catch (error) {
      // Not a catalogue answer: free the key so a retry runs again (the op key keeps it safe).
      await this.free(memberId, key);
      throw error;
    }
    await this.store(memberId, key, answer);
    return answer;
  }

  /**
   * Like run, but the handler may fold the key into its own writes (KeyClaim): on the money
   * path the claim rides on the statement that opens the movement and the answer on the one
   * that closes it, two statements and two commits fewer. The handler must change nothing
   * before the key is claimed (folded or by claim.take()). An answer reached without any
   * claim (a refusal before the first write) is stored with the claim in one insert; when
   * another request holds the key, this one follows it exactly as run does.
   */
  async runClaiming(
    memberId: number,
    key: string | undefined,
    route: string,
    body: unknown,
    handler: (opKey: string | undefined, claim: KeyClaim | undefined) => Promise<Answer>,
    options: RunOptions = {},
  ): Promise<Answer> {
    if (key === undefined) return this.answer(() => handler(undefined, undefined));
    if (!IDEMPOTENCY_KEY.test(key)) fail('KEY_INVALID');
    const requestHash = createHash('sha256').update(stableJson(body)).digest('base64url');
    const opKey = `member:${memberId}:${route}:${key}`;
    const claim = new KeyClaim(this, memberId, key, route, requestHash, LEASE_MS);
    const follow = () => this.run(memberId, key, route, body, (again) => handler(again, undefined), options);
    let answer: Answer;
    try {
      answer = await this.answer(() => handler(opKey, claim));
    } catch (error) {
      if (error instanceof KeyTaken) return follow();
      if (claim.claimed) await this.free(memberId, key);
      throw error;
    }
    if (claim.answered) return claim.answered;
    if (claim.claimed) {
      await this.store(memberId, key, answer);
      return answer;
    }
    return (await this.claimAnswered(claim, answer)) ? answer : follow();
  }

  /**
   * A replay of a PENDING answer: the operation again under its op key (it changes nothing that
   * is already done, and asks the outside system about what is not). A final answer replaces the
   * stored one, once: a concurrent replay that got there first is answered with what it kept.
   * When the operation cannot run now, the stored answer still holds.
   */
  private async refresh(
    memberId: number,
    key: string,
    stored: Answer,
    again: () => Promise<Answer>,
  ): Promise<Answer> {
    let answer: Answer;
    try {
      answer = await this.answer(again);
    } catch {
      return stored;
    }
    // Still open: the kept answer, byte for byte, until there is an outcome to tell.
    if (isPending(answer)) return stored;
    const { rowCount } = await this.pool.query(
      `UPDATE idempotency_keys SET status_code = $3, reply = $4
       WHERE member_id = $1 AND key = $2 AND reply->>'status' = 'PENDING'`,
      [memberId, key, answer.status, JSON.stringify(answer.body)],
    );
    if ((rowCount ?? 0) > 0) return answer;
    const row = await this.read(memberId, key);
    return row?.statusCode != null ? { status: row.statusCode, body: row.reply } : answer;
  }

  /** The claim insert on its own (KeyClaim.take). */
  claimKey(claim: KeyClaim): Promise<boolean> {
    return this.claim(claim.memberId, claim.key, claim.route, claim.requestHash);
  }

  private async claimAnswered(claim: KeyClaim, answer: Answer): Promise<boolean> {
    const { rowCount } = await this.pool.query({
      name: 'idempotency_claim_answered',
      text: `WITH input AS (SELECT * FROM json_to_recordset($1::json) AS c(${KeyClaim.ANSWERED_CLAIM_COLUMNS}))
       ${KeyClaim.answeredClaimsSql('input')}`,
      values: [JSON.stringify([claim.answeredClaimRow(answer)])],
    });
    return (rowCount ?? 0) > 0;
  }

  private async free(memberId: number, key: string): Promise<void> {
    await this.pool.query('DELETE FROM idempotency_keys WHERE member_id = $1 AND key = $2', [memberId, key]);
  }

  private async store(memberId: number, key: string, answer: Answer): Promise<void> {
    await this.pool.query({
      name: 'idempotency_answer',
      text: 'UPDATE idempotency_keys SET status_code = $3, reply = $4 WHERE member_id = $1 AND key = $2',
      values: [memberId, key, answer.status, JSON.stringify(answer.body)],
    });
  }

  /** Catalogue errors are answers too: a retry of a refused request is refused the same way. */
  private async answer(run: () => Promise<Answer>): Promise<Answer> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof AppError) return { status: error.statusCode, body: { message: error.code } };
      throw error;
    }
  }

  private async claim(memberId: number, key: string, route: string, requestHash: string): Promise<boolean> {
    const { rowCount } = await this.pool.query({
      name: 'idempotency_claim',
      text: `INSERT INTO idempotency_keys (member_id, key, route, request_hash, locked_until)
       VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5::double precision / 1000))
       ON CONFLICT DO NOTHING`,
      values: [memberId, key, route, requestHash, LEASE_MS],
    });
    return (rowCount ?? 0) > 0;
  }

  private async read(memberId: number, key: string): Promise<KeyRow | undefined> {
    const { rows } = await this.pool.query<KeyRow>(
      `SELECT route, request_hash AS "requestHash", status_code AS "statusCode", reply,
              locked_until < now() AS "leaseOver"
       FROM idempotency_keys WHERE member_id = $1 AND key = $2`,
      [memberId, key],
    );
    return rows[0];
  }

  private async takeOver(memberId: number, key: string): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `UPDATE idempotency_keys SET locked_until = now() + make_interval(secs => $3::double precision / 1000)
       WHERE member_id = $1 AND key = $2 AND status_code IS NULL AND locked_until < now()`,
      [memberId, key, LEASE_MS],
    );
    return (rowCount ?? 0) > 0;
  }
}
