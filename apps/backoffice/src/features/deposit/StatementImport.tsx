import { formatBaht } from '@wallet/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { StatementImportReply } from '@wallet/contract';
import { useState } from 'react';
import { ActionFooter } from '../../components/ui/ActionFooter.tsx';
import { Badge } from '../../components/ui/Badge.tsx';
import { MIN_REASON_LENGTH } from '../../components/ui/ConfirmWithReason.tsx';
import { FileField, SelectField, TextArea } from '../../components/ui/Field.tsx';
import { useAction } from '../../lib/actions/use-action.ts';
import { formatDateTime } from '../../lib/format/format.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { queueKeys } from '../../lib/realtime/queue-keys.ts';
import { bankFeedHealthQuery, uploadStatement } from './bank-feed-api.ts';

/**
 * The statement import (ADR 0078): pick the account, choose its internet-banking export (CSV or
 * XLSX), read the preview (rows already in the feed are marked and skipped), then import with a
 * reason. The file is the operator's evidence (ADR 0131): its credits above the second-approver
 * limits wait for a second operator, as the reply says.
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
  const [reason, setReason] = useState('');
  const importing = reply?.mode === 'preview';

  async function send(mode: 'preview' | 'import') {
    if (!file) return;
    await action.run(async () => {
      setReply(
        await uploadStatement(file, {
          accountNo,
          mode,
          ...(mode === 'import' ? { reason: reason.trim() } : {}),
        }),
      );
      if (mode === 'import') {
        await Promise.all(
          [...queueKeys.live('bankFeed'), ...queueKeys.lists('heldCredits')].map((queryKey) =>
            queryClient.invalidateQueries({ queryKey }),
          ),
        );
      }
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
      <FileField
        label={t('bankFeed.statementFile')}
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
          void send(importing ? 'import' : 'preview');
        }}
        className="stack"
      >
        {importing && (
          <TextArea
            label={t('bankFeed.importReason')}
            hint={t('bankFeed.importReasonHint')}
            name="reason"
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
            data-testid="statement-reason"
          />
        )}
        <ActionFooter
          action={action}
          submitLabel={t(importing ? 'bankFeed.import' : 'bankFeed.preview')}
          submitTestId="statement-submit"
          ready={
            file !== null && accountNo !== '' && (!importing || reason.trim().length >= MIN_REASON_LENGTH)
          }
        />
      </form>
      {reply?.batch && reply.batch.waiting > 0 && (
        <p className="muted" data-testid="statement-waiting">
          {t('bankFeed.importWaiting', { count: reply.batch.waiting })}
        </p>
      )}
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
