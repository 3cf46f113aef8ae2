import { formatBaht } from '@wallet/contract';
import type { AuditEntry, Locale } from '@wallet/contract';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/format/format.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { auditDiff, isBahtField } from './audit-diff.ts';

/**
 * Audit rows in an operator's words (issue 41): when, who, what, the member by name (linked to
 * their page), why, and what changed field by field with amounts in baht; the row as recorded
 * stays one toggle away.
 */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t, locale } = useI18n();
  if (entries.length === 0) return <p className="empty">{t('audit.none')}</p>;
  return (
    <div className="table-wrap">
      <table className="table">
        <thead>
          <tr>
            <th>{t('audit.at')}</th>
            <th>{t('audit.operator')}</th>
            <th>{t('audit.action')}</th>
            <th>{t('audit.member')}</th>
            <th>{t('audit.target')}</th>
            <th>{t('audit.reason')}</th>
            <th>{t('audit.change')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} data-testid="audit-row" data-action={entry.action}>
              <td>{formatDateTime(entry.at)}</td>
              <td>{entry.operator ? entry.operator.name : actorless(entry, t('audit.system'))}</td>
              <td>{t(`audit.action.${entry.action}`)}</td>
              <td data-testid="audit-member">
                {entry.member ? (
                  <Link to={`/members/${entry.member.id}`}>
                    {entry.member.name} · {entry.member.username}
                  </Link>
                ) : (
                  '—'
                )}
              </td>
              <td className="mono">
                {entry.targetType} {entry.targetId}
              </td>
              <td>{entry.reason ?? '—'}</td>
              <td className="audit-change">
                <ChangeList entry={entry} locale={locale} />
                <details className="audit-raw">
                  <summary>{t('audit.raw')}</summary>
                  <pre className="mono" data-testid="audit-raw">
                    {JSON.stringify({ before: entry.before, after: entry.after }, null, 2)}
                  </pre>
                </details>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A failed sign-in has no operator (its address says who tried); other rows without one are the shell's. */
function actorless(entry: AuditEntry, system: string): string {
  return entry.action.startsWith('operator.login_failed') ? (entry.ip ?? '—') : system;
}

function ChangeList({ entry, locale }: { entry: AuditEntry; locale: Locale }) {
  const changes = auditDiff(entry.before, entry.after);
  if (changes.length === 0) return <span>—</span>;
  return (
    <dl className="audit-diff" data-testid="audit-diff">
      {changes.map((change) => (
        <div key={change.field} className="audit-diff__row">
          <dt>{change.field}</dt>
          <dd>
            <del>{shown(change.field, change.before, locale)}</del> →{' '}
            <ins>{shown(change.field, change.after, locale)}</ins>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A value as an operator reads it: baht with separators (ids and counts as they are), lists and objects as JSON. */
function shown(field: string, value: unknown, locale: Locale): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'number' && isBahtField(field)) return formatBaht(value, locale);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
