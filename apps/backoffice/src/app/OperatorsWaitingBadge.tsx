import { useQuery } from '@tanstack/react-query';
import { canConfirm } from '../features/operators/PendingGrant.tsx';
import { operatorsQuery } from '../lib/operator/operators-list-query.ts';
import { useOperator } from '../lib/operator/use-operator.ts';

/**
 * How many operators wait for a second admin's confirmation that this admin may give (ADR
 * 0129), next to the menu entry: not the ones this admin asked for.
 */
export function OperatorsWaitingBadge() {
  const me = useOperator();
  const operators = useQuery(operatorsQuery).data?.operators;
  if (!operators || !me) return null;
  const waiting = operators.filter((operator) => canConfirm(operator, me)).length;
  if (waiting === 0) return null;
  return (
    <span className="layout__count" data-testid="nav-operators-waiting">
      {waiting}
    </span>
  );
}
