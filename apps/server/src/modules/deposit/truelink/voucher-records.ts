import type { Queryable } from '../../../db/queryable.ts';

/** OPERATOR: waiting for finance to redeem it by hand (TRUEMONEY=manual, ADR 0147). */
export type VoucherStatus = 'PENDING' | 'REDEEMED' | 'REVIEW' | 'FAILED' | 'OPERATOR';

export interface VoucherRecord {
  voucherHash: string;
  memberId: number;
  /** Satang the service said the voucher is worth; set before redeem is called. */
  amount: number | null;
  status: VoucherStatus;
  /**
   * The row's updated_at, exact to the microsecond: the attempt that wrote it last owns it.
   * Every write of an attempt names the version it read, so an attempt that was taken over
   * (it looked abandoned) can no longer change the row.
   */
  version: string;
  /** True when a PENDING row has not been touched for the age given to the read. */
  stale: boolean;
}

const COLUMNS = `voucher_hash AS "voucherHash", member_id AS "memberId", amount, status,
  updated_at::text AS version`;

/**
 * truemoney_vouchers: one row per voucher hash (the primary key), written before the
 * redeemer is called, so a crash or a second submit of the same link can never redeem twice.
 */
export class VoucherRecords {
  constructor(
    private readonly db: Queryable,
    /** A PENDING attempt untouched for this long is taken as abandoned (its process died). */
    private readonly staleMs: number,
  ) {}

  /**
   * Records the member's attempt on the voucher: a new row, or one whose earlier attempt
   * definitely came to nothing (FAILED, or abandoned before redeem was ever called).
   * Undefined when the voucher is someone's live, redeemed or reviewed attempt.
   */
  async claim(
    voucherHash: string,
    memberId: number,
    opKey: string | null = null,
  ): Promise<VoucherRecord | undefined> {
    const { rows } = await this.db.query<VoucherRecord>({
      name: 'truemoney_voucher_claim',
      text: `INSERT INTO truemoney_vouchers AS v (voucher_hash, member_id, status, op_key, created_at, updated_at)
       VALUES ($1, $2, 'PENDING', $4, clock_timestamp(), clock_timestamp())
       ON CONFLICT (voucher_hash) DO UPDATE
         SET member_id = excluded.member_id, status = 'PENDING', amount = NULL, movement_id = NULL,
             op_key = excluded.op_key, updated_at = clock_timestamp()
         WHERE v.status = 'FAILED'
            OR (v.status = 'PENDING' AND v.amount IS NULL
                AND v.updated_at <= clock_timestamp() - make_interval(secs => $3::double precision / 1000))
       RETURNING ${COLUMNS}, false AS stale`,
      values: [voucherHash, memberId, this.staleMs, opKey],
    });
    return rows[0];
  }

  /**
   * The attempt the request's operation key made, with the movement it ended in (credited, or
   * sent to review by the recovery; null while none is named); undefined when it made none.
   */
  async ofOpKey(opKey: string): Promise<(VoucherRecord & { movementId: number | null }) | undefined> {
    const { rows } = await this.db.query<VoucherRecord & { movementId: number | null }>({
      name: 'truemoney_voucher_by_op_key',
      text: `SELECT ${COLUMNS}, false AS stale, movement_id::int AS "movementId" FROM truemoney_vouchers WHERE op_key = $1`,
      values: [opKey],
    });
    return rows[0];
  }

  async find(voucherHash: string): Promise<VoucherRecord | undefined> {
    const { rows } = await this.db.query<VoucherRecord>({
      name: 'truemoney_voucher_find',
      text: `SELECT ${COLUMNS},
         status = 'PENDING' AND updated_at <= clock_timestamp() - make_interval(secs => $2::double precision / 1000) AS stale
       FROM truemoney_vouchers WHERE voucher_hash = $1`,
      values: [voucherHash, this.staleMs],
    });
    return rows[0];
  }

  /** PENDING attempts untouched past the stale age: their processes died (the recovery job's list). */
  async abandoned(limit = 100): Promise<VoucherRecord[]> {
    const { rows } = await this.db.query<VoucherRecord>(
      `SELECT ${COLUMNS}, true AS stale FROM truemoney_vouchers
       WHERE status = 'PENDING' AND updated_at <= clock_timestamp() - make_interval(secs => $1::double precision / 1000)
       ORDER BY updated_at LIMIT $2`,
      [this.staleMs, limit],
    );
    return rows;
  }

  /** The amount verify told, written before redeem is called; the new version, or undefined when taken over. */
  async priced(record: VoucherRecord, amount: number): Promise<string | undefined> {
    const { rows } = await this.db.query<{ version: string }>({
      name: 'truemoney_voucher_priced',
      text: `UPDATE truemoney_vouchers SET amount = $3, updated_at = clock_timestamp()
       WHERE voucher_hash = $1 AND status = 'PENDING' AND updated_at = $2::timestamptz
       RETURNING updated_at::text AS version`,
      values: [record.voucherHash, record.version, amount],
    });
    return rows[0]?.version;
  }

  /** Ends the attempt that owns the row (at `version`); false when it no longer does. */
  async finish(
    voucherHash: string,
    version: string,
    status: Exclude<VoucherStatus, 'PENDING'>,
    movementId: number | null,
  ): Promise<boolean> {
    const { rowCount } = await this.db.query({
      name: 'truemoney_voucher_finish',
      text: `UPDATE truemoney_vouchers SET status = $3, movement_id = $4, updated_at = clock_timestamp()
       WHERE voucher_hash = $1 AND status = 'PENDING' AND updated_at = $2::timestamptz`,
      values: [voucherHash, version, status, movementId],
    });
    return (rowCount ?? 0) > 0;
  }
}
