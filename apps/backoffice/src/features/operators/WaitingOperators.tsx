import { useQuery } from '@tanstack/react-query';
import { ErrorNote } from '../../components/ui/ErrorNote.tsx';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { operatorsQuery } from '../../lib/operator/operators-list-query.ts';
import { useOperator } from '../../lib/operator/use-operator.ts';
import { ConfirmGrantButton, PendingNote } from './PendingGrant.tsx';
import './operators.css';

/**
 * The operators waiting for a second admin (the queues' `operatorGrants` tab, issue 37): the
 * operators page's own rows of them, each with what was asked, by whom, when and why, and the
 * confirmation another admin gives (ADR 0129). Read from the one operators list.
 */
export function WaitingOperators() {
  const { t } = useI18n();
  const me = useOperator();
  const list = useQuery(operatorsQuery);
  const waiting = list.data?.operators.filter((operator) => operator.pending?.needsConfirmation) ?? [];
  return (
    <section className="stack" data-testid="waiting-operators">
      <h2>{t('operators.waiting.title')}</h2>
      <ErrorNote error={list.error} />
      {list.data && waiting.length === 0 && <p className="muted">{t('operators.waiting.none')}</p>}
      {waiting.length > 0 && (
        <div className="card table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th>{t('auth.username')}</th>
                <th>{t('members.name')}</th>
                <th>{t('operators.role')}</th>
                <th>{t('queues.col.status')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {waiting.map((operator) => (
                <tr key={operator.id} data-testid="waiting-operator-row" data-username={operator.username}>
                  <td className="mono">
                    {operator.username} <span className="muted">#{operator.id}</span>
                  </td>
                  <td>{operator.name}</td>
                  <td>{t(`role.${operator.role}`)}</td>
                  <td>{operator.pending && <PendingNote pending={operator.pending} />}</td>
                  <td>
                    <ConfirmGrantButton operator={operator} me={me} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
