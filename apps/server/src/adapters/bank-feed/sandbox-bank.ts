import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { toBaht } from '@wallet/contract';
import { SIGNATURE_HEADER, signWebhook } from '../payment-gateway/webhook-signature.ts';
import { bankOfInterbankCode, interbankCodeOf } from '../slip-verifier/bank-codes.ts';
import { SANDBOX_MESSAGES } from './notification-formats.ts';
import type { FeedEntry, FeedSource } from './port.ts';

export interface SandboxTransfer {
  reference: string;
  fromBank: string;
  fromAccount: string;
  fromName: string;
  toBank: string;
  toAccount: string;
  amount: number;
  balanceAfter: number;
  at: Date;
}

/** A delivery as the source would POST it. */
export interface Delivery {
  headers: Record<string, string>;
  body: string;
}

/** Our bank codes from the table's interbank codes, as the slip verifier's records keep them. */
const COLUMNS = `trans_ref AS reference, sending_bank AS "fromBank", sender_account_no AS "fromAccount",
  coalesce(sender_name, '') AS "fromName", receiver_bank AS "toBank", receiver_account_no AS "toAccount",
  amount::float8 AS amount, coalesce(balance_after, amount)::float8 AS "balanceAfter", transferred_at AS at`;

function ourCodes(t: SandboxTransfer): SandboxTransfer {
  return {
    ...t,
    fromBank: bankOfInterbankCode(t.fromBank) ?? t.fromBank,
    toBank: bankOfInterbankCode(t.toBank) ?? t.toBank,
  };
}

/**
 * A bank that works offline (issue 23): transfers are booked in the sandbox bank's table (the one
 * the sandbox slip verifier answers from, so a slip can be made of the same transfer), and it reports
 * each one the way each real source does. Its push carries what the richest sources carry
 * (the sender's bank, full account and name, the bank's reference); its SMS is the receiving
 * bank's real message format (KBANK shows no sender); its statement row the bank's reference
 * and the sender as the statement prints it.
 */
export class SandboxBank {
  constructor(
    private readonly pool: pg.Pool,
    private readonly pushKey: string,
    /** The sandbox phone that forwards the bank's SMS (its device id and key). */
    readonly device: { id: string; key: string },
  ) {}

  async transfer(t: Omit<SandboxTransfer, 'reference' | 'balanceAfter' | 'at'>): Promise<SandboxTransfer> {
    const reference = randomBytes(10).toString('hex').toUpperCase();
    const { rows } = await this.pool.query<SandboxTransfer>(
      `INSERT INTO sandbox_bank_transfers (trans_ref, sending_bank, sender_account_no, sender_name, receiver_bank,
         receiver_account_no, amount, balance_after, transferred_at)
       SELECT $1, $2, $3, $4, $5, $6, $7::bigint,
         $7::bigint + coalesce((SELECT sum(amount) FROM sandbox_bank_transfers WHERE receiver_bank = $5 AND receiver_account_no = $6), 0)::bigint,
         now()
       RETURNING ${COLUMNS}`,
      [
        reference,
        interbankCodeOf(t.fromBank),
        t.fromAccount,
        t.fromName,
        interbankCodeOf(t.toBank),
        t.toAccount,
        t.amount,
      ],
    );
    return ourCodes(rows[0]!);
  }

  async byReference(reference: string): Promise<SandboxTransfer | undefined> {
    const { rows } = await this.pool.query<SandboxTransfer>(
      `SELECT ${COLUMNS} FROM sandbox_bank_transfers WHERE trans_ref = $1`,
      [reference],
    );
    return rows[0] && ourCodes(rows[0]);
  }

  /** The signed push the bank's API posts (signed now: a redelivery is a fresh, valid delivery). */
  push(t: SandboxTransfer): Delivery {
    const body = JSON.stringify({
      event: 'transactions',
      transactions: [
        {
          reference: t.reference,
          bankCode: t.toBank,
          accountNo: t.toAccount,
          amount: toBaht(t.amount),
          time: t.at.toISOString(),
          sender: { bankCode: t.fromBank, accountNo: t.fromAccount, name: t.fromName },
        },
      ],
    });
    return {
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook(this.pushKey, body) },
      body,
    };
  }

  /** The SMS the phone on the receiving account gets, as its forwarder posts it; undefined for a bank with no SMS format. */
  notification(t: SandboxTransfer): Delivery | undefined {
    const format = SANDBOX_MESSAGES[t.toBank];
    if (!format) return undefined;
    const text = format.text({ ...t });
    return {
      headers: { 'content-type': 'application/json', 'x-device-key': `${this.device.id}.${this.device.key}` },
      body: JSON.stringify({ from: format.from, text, receivedAt: t.at.toISOString() }),
    };
  }

  /** The statement export's row for the transfer, read as the statement import reads it. */
  statementRow(t: SandboxTransfer): FeedEntry {
    const source: FeedSource = 'statement';
    return {
      source,
      bankCode: t.toBank,
      account: t.toAccount,
      amount: t.amount,
      bankTime: t.at,
      reference: t.reference,
      sender: {
        bankCode: t.fromBank,
        account: `xxx-x-x${t.fromAccount.slice(-5, -1)}-x`,
        name: t.fromName.split(' ')[0] ?? null,
      },
      raw: [t.at.toISOString(), t.reference, toBaht(t.amount), t.fromBank, t.fromName].join(','),
    };
  }
}
