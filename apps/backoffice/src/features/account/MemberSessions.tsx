import type { MemberPage } from '@wallet/contract';
import { Badge } from '../../components/ui/Badge.tsx';
import { formatDateTime } from '../../lib/format/format.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';

export function MemberSessions({ sessions }: { sessions: MemberPage['sessions'] }) {
  const { t } = useI18n();
  if (sessions.length === 0) return <p className="empty">{t('sessions.none')}</p>;
  return (
    <div className="card table-wrap">
      <table className="table">
        <thead>
          <tr>
            <th>{t('sessions.id')}</th>
            <th>{t('sessions.started')}</th>
            <th>{t('sessions.expires')}</th>
            <th>{t('sessions.remember')}</th>
            <th>{t('queues.col.status')}</th>
          </tr>
        </thead>
        <tbody>
          {sessions.map((session) => (
            <tr key={session.id} data-testid="member-session">
              <td className="mono">{session.id}</td>
              <td>{formatDateTime(session.createdAt)}</td>
              <td>{formatDateTime(session.expiresAt)}</td>
              <td>{session.remember ? t('common.yes') : t('common.no')}</td>
              <td>
                {session.active ? (
                  <Badge tone="good">{t('sessions.active')}</Badge>
                ) : (
                  <Badge>{session.revokedAt ? t('sessions.revoked') : t('sessions.ended')}</Badge>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
