import type pg from 'pg';
import type { SlipNote, SlipStatus } from '@wallet/contract';
import type { SlipSighting } from '../bank-feed/slip-claims.ts';

export interface SlipRow {
  id: number;
  reference: string;
  memberId: number;
  amount: number;
  status: SlipStatus;
  note: SlipNote | null;
  fileKey: string;
  createdAt: Date;
}

const COLUMNS = `id, reference, member_id AS "memberId", amount, status, note, file_key AS "fileKey", created_at AS "createdAt"`;

export interface NewSlip {
  reference: string;
  memberId: number;
  fileKey: string;
}

/** The slips table and the slip_refs claims; money goes through the wallet module, never here. */
export class SlipRepo {
  constructor(private readonly pool: pg.Pool) {}

  /** A slip whose QR could not be read (or that failed before any claim). */
  async insertFailed(slip: NewSlip, note: SlipNote): Promise<SlipRow> {
    const { rows } = await this.pool.query<SlipRow>(
      `INSERT INTO slips (reference, member_id, status, note, file_key) VALUES ($1, $2, 'FAILED', $3, $4)
       RETURNING ${COLUMNS}`,
      [slip.reference, slip.memberId, note, slip.fileKey],
    );
    return rows[0]!;
  }

  /**
   * Stores the slip and claims its transfer in one statement: PENDING when this slip claimed
   * (sendingBank, transRef), FAILED SLIP_REFNO_DUPLICATED when an earlier slip holds it. Of two
   * uploads racing, the primary key of slip_refs lets exactly one claim. A duplicate shows the
   * amount of the transfer it repeats, as the earlier slip's verification told it (issue 42; 0
   * while that one is still being verified).
   */
  async insertClaiming(slip: NewSlip, sendingBank: string, transRef: string): Promise<SlipRow> {
    const { rows } = await this.pool.query<SlipRow>(
      `WITH next AS (SELECT nextval(pg_get_serial_sequence('slips', 'id')) AS id),
       claim AS (
         INSERT INTO slip_refs (sending_bank, trans_ref, slip_id) SELECT $3, $4, id FROM next
         ON CONFLICT DO NOTHING RETURNING slip_id
       )
       INSERT INTO slips (id, reference, member_id, sending_bank, trans_ref, status, note, file_key, amount)
       SELECT next.id, $1, $2, $3, $4,
         CASE WHEN EXISTS (SELECT 1 FROM claim) THEN 'PENDING' ELSE 'FAILED' END,
         CASE WHEN EXISTS (SELECT 1 FROM claim) THEN NULL ELSE 'SLIP_REFNO_DUPLICATED' END,
         $5,
         CASE WHEN EXISTS (SELECT 1 FROM claim) THEN 0 ELSE coalesce((
           SELECT s.amount FROM slip_refs r JOIN slips s ON s.id = r.slip_id
           WHERE r.sending_bank = $3 AND r.trans_ref = $4), 0) END
       FROM next RETURNING ${COLUMNS}`,
      [slip.reference, slip.memberId, sendingBank, transRef, slip.fileKey],
    );
    return rows[0]!;
  }

  /** Settles a PENDING slip; `release` gives its transfer's claim back so another upload may claim it. */
  async settle(
    id: number,
    outcome: {
      status: SlipStatus;
      note: SlipNote | null;
      amount: number;
      movementId?: number;
      /** The verified transfer, kept on a slip left for an operator (ADR 0181). */
      sighting?: SlipSighting;
    },
    release = false,
  ): Promise<SlipRow> {
    const { rows } = await this.pool.query<SlipRow>(
      `WITH done AS (
         UPDATE slips SET status = $2, note = $3, amount = $4, movement_id = $5, updated_at = now(),
           transfer_sighting = coalesce($7::jsonb, transfer_sighting)
         WHERE id = $1 AND status = 'PENDING' RETURNING *
       ),
       released AS (
         DELETE FROM slip_refs r USING done
         WHERE $6 AND r.slip_id = done.id AND r.sending_bank = done.sending_bank AND r.trans_ref = done.trans_ref
       )
       SELECT ${COLUMNS} FROM done`,
      [
        id,
        outcome.status,
        outcome.note,
        outcome.amount,
        outcome.movementId ?? null,
        release,
        outcome.sighting ? JSON.stringify(outcome.sighting) : null,
      ],
    );
    return rows[0] ?? (await this.byId(id));
  }

  private async byId(id: number): Promise<SlipRow> {
    const { rows } = await this.pool.query<SlipRow>(`SELECT ${COLUMNS} FROM slips WHERE id = $1`, [id]);
    return rows[0]!;
  }

  async byReference(reference: string): Promise<SlipRow | undefined> {
    const { rows } = await this.pool.query<SlipRow>(`SELECT ${COLUMNS} FROM slips WHERE reference = $1`, [
      reference,
    ]);
    return rows[0];
  }

  /** The member's slips, newest first. */
  async page(memberId: number, page: number, limit: number): Promise<{ total: number; rows: SlipRow[] }> {
    const [count, list] = await Promise.all([
      this.pool.query<{ total: number }>('SELECT count(*)::int AS total FROM slips WHERE member_id = $1', [
        memberId,
      ]),
      this.pool.query<SlipRow>(
        `SELECT ${COLUMNS} FROM slips WHERE member_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`,
        [memberId, limit, (page - 1) * limit],
      ),
    ]);
    return { total: count.rows[0]!.total, rows: list.rows };
  }

  async memberBankAccount(
    memberId: number,
  ): Promise<{ bankCode: string; bankAccountNo: string } | undefined> {
    const { rows } = await this.pool.query<{ bankCode: string; bankAccountNo: string }>(
      'SELECT bank_code AS "bankCode", bank_account_no AS "bankAccountNo" FROM members WHERE id = $1',
      [memberId],
    );
    return rows[0];
  }
}
