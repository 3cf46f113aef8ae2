import type pg from 'pg';
import { FEED_SOURCES } from '../../../adapters/bank-feed/port.ts';
import type { BankFeedHealth } from '@wallet/contract';
import type { SettingsService } from '../../settings/index.ts';
import { ourBankAccounts } from './our-accounts.ts';

/** A source of an account that has not reported for this long is silent (the setting's default). */
export const SILENT_AFTER_MINUTES = 30;

/**
 * The feed's health (ADR 0079): the newest entry per account and source, which enabled ones are
 * silent, the errors of the last day and what waits for an operator. The dashboard shows it and
 * /readyz carries it as a detail: a silent bank is not this node's fault, so it never makes the
 * node unready.
 */
export class BankFeedHealthCheck {
  constructor(
    private readonly pool: pg.Pool,
    private readonly settings: SettingsService,
  ) {}

  async read(now = new Date()): Promise<BankFeedHealth> {
    const feed = await this.settings.get('bankFeed');
    const silentAfterMinutes =
      (feed as { silentAfterMinutes?: number }).silentAfterMinutes ?? SILENT_AFTER_MINUTES;
    const accounts = await ourBankAccounts(this.settings);
    const [{ rows: latest }, { rows: counts }] = await Promise.all([
      this.pool.query<{ accountNo: string; source: string; lastAt: Date }>(
        `SELECT t.account_no AS "accountNo", e.source, max(e.created_at) AS "lastAt"
         FROM bank_feed_entries e
         JOIN bank_transfers t ON t.id = coalesce(e.transfer_id, (e.candidates->>0)::bigint)
         GROUP BY t.account_no, e.source`,
      ),
      this.pool.query<{
        unparsed: string;
        noAccount: string;
        review: string;
        unmatched: string;
        waiting: string;
        ambiguous: string;
      }>(
        `SELECT
           (SELECT count(*) FROM bank_feed_entries WHERE status = 'UNPARSED' AND created_at > now() - interval '1 day') AS unparsed,
           (SELECT count(*) FROM bank_feed_entries WHERE status = 'NO_ACCOUNT' AND created_at > now() - interval '1 day') AS "noAccount",
           (SELECT count(*) FROM bank_transfers WHERE outcome = 'REVIEW') AS review,
           (SELECT count(*) FROM bank_transfers WHERE outcome = 'UNMATCHED') AS unmatched,
           (SELECT count(*) FROM bank_feed_entries WHERE status = 'UNPARSED') AS waiting,
           (SELECT count(*) FROM bank_feed_entries WHERE status = 'AMBIGUOUS') AS ambiguous`,
      ),
    ]);
    const c = counts[0]!;
    const sources = accounts.flatMap((account) =>
      FEED_SOURCES.map((source) => {
        const lastAt =
          latest.find((l) => l.accountNo === account.accountNo && l.source === source)?.lastAt ?? null;
        const enabled = feed[source];
        const silent =
          enabled && (lastAt === null || now.getTime() - lastAt.getTime() > silentAfterMinutes * 60_000);
        return { ...account, source, enabled, lastAt: lastAt?.toISOString() ?? null, silent };
      }),
    );
    return {
      silentAfterMinutes,
      sources,
      errors: { unparsed: Number(c.unparsed), noAccount: Number(c.noAccount) },
      waiting: {
        review: Number(c.review),
        unmatched: Number(c.unmatched),
        unparsed: Number(c.waiting),
        ambiguous: Number(c.ambiguous),
      },
    };
  }
}
