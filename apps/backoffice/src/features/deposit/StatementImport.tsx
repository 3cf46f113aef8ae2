import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { StatementImportReply } from '@wallet/contract';
import { useState } from 'react';
import { ActionFooter } from '../../components/ui/ActionFooter.tsx';
import { Badge } from '../../components/ui/Badge.tsx';
import { SelectField } from '../../components/ui/Field.tsx';
import { useAction } from '../../lib/actions/use-action.ts';
import { formatBaht, formatDateTime } from '../../lib/format/format.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { bankFeedHealthQuery, bankFeedKeys, uploadStatement } from './bank-feed-api.ts';

/**
 * The statement import (ADR 0078): pick the account, choose its internet-banking export (CSV or
 * XLSX), read the preview (rows already in the feed are marked and skipped), then import.
 */
export function StatementImport() {
  const { t, locale } = useI18n();
  const action = useAction();
  const queryClient = useQueryClient();
  // The site's accounts, as the feed's health lists them (each once).
  const sources = useQuery(bankFeedHealthQuery).data?.sources ?? [];
  const accounts = [...new Map(sources.map((s) => [s.accountNo, s])).values()];
  const [chosen, setAccountNo] = useState('');
  const accountNo = chosen || (accounts[0]?.accountNo ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [reply, setReply] = useState<StatementImportReply | null>(null);

  async function send(mode: 'preview' | 'import') {
    if (!file) return;
    await action.run(async () => {
      setReply(await uploadStatement(file, { accountNo, mode }));
      if (mode === 'import') await queryClient.invalidateQueries({ queryKey: bankFeedKeys.root });
    });
  }

  return (
    <section className="card stack" data-testid="statement-import">
      <h2>{t('bankFeed.statement')}</h2>
      <SelectField
        label={t('bankFeed.account')}
        value={accountNo}
        onChange={(e) => setAccountNo(e.target.value)}
      >
        {accounts.map((a) => (
          <option key={a.accountNo} value={a.accountNo}>
            {a.bankCode} {a.accountNo}
          </option>
        ))}
      </SelectField>
      <input
        type="file"
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        onChange={(event) => {
          setFile(event.target.files?.[0] ?? null);
          setReply(null);
        }}
        data-testid="statement-file"
      />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void send(reply?.mode === 'preview' ? 'import' : 'preview');
        }}
      >
        <ActionFooter
          action={action}
          submitLabel={t(reply?.mode === 'preview' ? 'bankFeed.import' : 'bankFeed.preview')}
          ready={file !== null && accountNo !== ''}
        />
      </form>
      {reply && (
        <table className="table" data-testid="statement-rows">
          <tbody>
            {reply.rows.map((row) => (
              <tr key={row.line}>
                <td>{formatDateTime(row.bankTime)}</td>
                <td className="num">{formatBaht(row.amount, locale)}</td>
                <td>
                  {[row.sender.bankCode, row.sender.account, row.sender.name].filter(Boolean).join(' ') ||
                    '—'}
                </td>
                <td>
                  {row.seen ? (
                    <Badge>{t('bankFeed.seen')}</Badge>
                  ) : row.outcome ? (
                    <Badge tone={row.outcome === 'CREDITED' ? 'good' : 'warn'}>
                      {t(`bankFeed.outcome.${row.outcome}`)}
                    </Badge>
                  ) : (
                    <Badge tone="info">{t('bankFeed.new')}</Badge>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
