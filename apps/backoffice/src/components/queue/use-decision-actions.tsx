import type { ReactNode } from 'react';
import type { Action } from '../../lib/actions/use-action.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { ConfirmWithReason } from '../ui/ConfirmWithReason.tsx';
import type { RowAction } from './queue-spec.ts';

export type Decision = 'approve' | 'reject';
const DECISIONS: Decision[] = ['approve', 'reject'];
/** The keyboard shortcuts of the two decisions on the queue's current row (issue 27). */
export const DECISION_KEYS: Record<Decision, string> = { approve: 'a', reject: 'r' };

interface DecisionSpec<Item> {
  /** Whether the item still waits for a decision. */
  waiting(item: Item): boolean;
  /** The confirmation's title for each decision. */
  title(decision: Decision): string;
  /** What the operator reads before deciding: who, how much, which account. */
  summary(item: Item): ReactNode;
  /** Sends the decision with its reason; answers the item as the decision left it. */
  send(send: Action['send'], decision: Decision, item: Item, reason: string): Promise<Item>;
  /** Said in place of a decision this operator may not take on the item (their own request). */
  refusal?(decision: Decision, item: Item): string | null;
  /** Names the buttons for tests: `withdrawal` gives withdrawal-approve and withdrawal-reject. */
  testIdPrefix?: string;
}

/**
 * Approve and reject, the two actions of a queue whose items wait for an operator's decision:
 * each asks for a reason and a confirmation, and reject is shown as the dangerous one.
 */
export function useDecisionActions<Item>(spec: DecisionSpec<Item>): RowAction<Item>[] {
  const { t } = useI18n();
  return DECISIONS.map((decision) => ({
    key: DECISION_KEYS[decision],
    view(item) {
      if (!spec.waiting(item)) return null;
      const refusal = spec.refusal?.(decision, item);
      if (refusal) return { note: refusal };
      return {
        label: t(`queues.${decision}`),
        variant: decision === 'approve' ? 'primary' : 'danger',
        testId: spec.testIdPrefix && `${spec.testIdPrefix}-${decision}`,
      };
    },
    dialog: (item, { action, close, decided }) => (
      <ConfirmWithReason
        title={spec.title(decision)}
        summary={spec.summary(item)}
        confirmLabel={t(`queues.${decision}`)}
        danger={decision === 'reject'}
        action={action}
        onConfirm={async (reason) => decided(await spec.send(action.send, decision, item, reason))}
        onClose={close}
      />
    ),
  }));
}
