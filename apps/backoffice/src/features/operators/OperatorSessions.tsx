import { useQuery } from '@tanstack/react-query';
import { operatorsApi, type OperatorSessionView } from '@wallet/contract';
import { useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmWithReason } from '../../components/ui/ConfirmWithReason.tsx';
import { ErrorNote } from '../../components/ui/ErrorNote.tsx';
import { useAction } from '../../lib/actions/use-action.ts';
import { formatDateTime } from '../../lib/format/format.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { operatorReads, operatorSessionsQuery } from './operators-api.ts';

/** Operator sessions still usable; any can be ended now (its sockets close too). */
export function OperatorSessions() {
  const { t } = useI18n();
  const action = useAction({ refresh: [...operatorReads] });
  const sessions = useQuery(operatorSessionsQuery);
  const [revoking, setRevoking] = useState<OperatorSessionView | null>(null);

  async function revoke(reason: string) {
    if (!revoking) return;
    await action.send(operatorsApi.revokeSession, {
      params: { sessionId: revoking.id },
      body: { reason },
    });
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
          action={action}
          onConfirm={revoke}
          onClose={() => setRevoking(null)}
        />
      )}
    </section>
  );
}
