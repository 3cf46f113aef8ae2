import { useQuery } from '@tanstack/react-query';
import { Badge } from '../../components/ui/Badge.tsx';
import { ErrorNote } from '../../components/ui/ErrorNote.tsx';
import { formatDateTime } from '../../lib/format/format.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { memberDevicesQuery } from './member-api.ts';

/**
 * The devices and internet addresses the member's logins came from (ADR 0182), with how many
 * other members were seen on each: what the SHARED_DEVICE signal of a withdrawal rests on.
 */
export function MemberDevices({ memberId }: { memberId: number }) {
  const { t } = useI18n();
  const read = useQuery(memberDevicesQuery(memberId));
  if (read.error) return <ErrorNote error={read.error} />;
  if (!read.data) return <p className="empty">{t('common.loading')}</p>;
  if (read.data.seen.length === 0) return <p className="empty">{t('member.devices.none')}</p>;
  return (
    <div className="card table-wrap">
      <table className="table">
        <thead>
          <tr>
            <th>{t('member.devices.kind')}</th>
            <th>{t('member.devices.value')}</th>
            <th>{t('member.devices.browser')}</th>
            <th>{t('member.devices.firstSeen')}</th>
            <th>{t('member.devices.lastSeen')}</th>
            <th>{t('member.devices.count')}</th>
            <th>{t('member.devices.others')}</th>
          </tr>
        </thead>
        <tbody>
          {read.data.seen.map((row) => (
            <tr key={`${row.kind}:${row.value}`} data-testid="member-seen">
              <td>{t(`member.devices.kind.${row.kind}`)}</td>
              <td className="mono">
                {row.value}
                {!row.comparable && (
                  <div className="muted" data-testid="member-seen-not-compared">
                    {t('member.devices.notCompared')}
                  </div>
                )}
              </td>
              <td className="muted">{row.userAgent ?? '—'}</td>
              <td>{formatDateTime(row.firstSeen)}</td>
              <td>{formatDateTime(row.lastSeen)}</td>
              <td>{row.count}</td>
              <td>
                {row.otherMembers > 0 && row.comparable ? (
                  <Badge tone="warn">
                    <span data-testid="member-seen-others">{row.otherMembers}</span>
                  </Badge>
                ) : (
                  row.otherMembers
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
