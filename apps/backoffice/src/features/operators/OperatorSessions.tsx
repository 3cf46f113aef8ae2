import { useQuery, useQueryClient } from '@tanstack/react-query';
import { operatorsApi, type OperatorSessionView } from '@wallet/contract';
import { useSubmissionKeys } from '@wallet/web-client';
import { useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmWithReason } from '../../components/ui/ConfirmWithReason.tsx';
import { ErrorNote } from '../../components/ui/ErrorNote.tsx';
import { sendChange } from '../../lib/api/send-change.ts';
import { formatDateTime } from '../../lib/format/format.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { operatorKeys, operatorSessionsQuery } from './operators-api.ts';

/** Operator sessions still usable; any can be ended now (its sockets close too). */
export function OperatorSessions() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const keys = useSubmissionKeys();
  const sessions = useQuery(operatorSessionsQuery);
  const [revoking, setRevoking] = useState<OperatorSessionView | null>(null);

  async function revoke(reason: string) {
    if (!revoking) return;
    await sendChange(keys, operatorsApi.revokeSession, {
      params: { sessionId: revoking.id },
      body: { reason },
    });
    await queryClient.invalidateQueries({ queryKey: operatorKeys.all });
  }

  return (
    <section className="card">
      <h2>{t('operators.sessions')}</h2>
      <ErrorNote error={sessions.error} />
      <div className="table-wrap">
        <table className="table">
          <thead>
            <tr>
              <th>{t('auth.username')}</th>
              <th>{t('sessions.started')}</th>
              <th>{t('operators.lastSeen')}</th>
              <th>{t('operators.from')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {sessions.data?.sessions.map((session) => (
              <tr key={session.id} data-testid="operator-session">
                <td className="mono">{session.operator.username}</td>
                <td>{formatDateTime(session.createdAt)}</td>
                <td>{formatDateTime(session.lastSeenAt)}</td>
                <td>
                  <div className="mono">{session.ip ?? '—'}</div>
                  <div className="muted operators__agent">{session.userAgent}</div>
                </td>
                <td>
                  {session.current ? (
                    <span className="muted">{t('operators.thisSession')}</span>
                  ) : (
                    <Button small variant="danger" onClick={() => setRevoking(session)}>
                      {t('operators.revoke')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {revoking && (
        <ConfirmWithReason
          title={t('operators.revoke')}
          summary={<p>{t('operators.explain.revoke', { who: revoking.operator.username })}</p>}
          confirmLabel={t('operators.revoke')}
          danger
          onConfirm={revoke}
          onClose={() => setRevoking(null)}
        />
      )}
    </section>
  );
}
