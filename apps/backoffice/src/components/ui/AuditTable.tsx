import type { AuditEntry } from '@wallet/contract';
import { formatDateTime } from '../../lib/format/format.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';

/** Audit rows: when, who, what on what, why, and the change (before → after) as recorded. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t } = useI18n();
  if (entries.length === 0) return <p className="empty">{t('audit.none')}</p>;
  return (
    <div className="table-wrap">
      <table className="table">
        <thead>
          <tr>
            <th>{t('audit.at')}</th>
            <th>{t('audit.operator')}</th>
            <th>{t('audit.action')}</th>
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
              <td className="mono">
                {entry.targetType} {entry.targetId}
              </td>
              <td>{entry.reason ?? '—'}</td>
              <td className="mono audit-change">
                <Snapshot value={entry.before} /> → <Snapshot value={entry.after} />
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

function Snapshot({ value }: { value: Record<string, unknown> | null }) {
  if (!value) return <span>—</span>;
  return (
    <span>
      {Object.entries(value)
        .map(
          ([name, field]) => `${name}: ${typeof field === 'object' ? JSON.stringify(field) : String(field)}`,
        )
        .join(', ')}
    </span>
  );
}
