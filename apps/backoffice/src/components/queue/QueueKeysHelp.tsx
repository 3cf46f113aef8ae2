import { useI18n } from '../../lib/i18n/use-i18n.ts';
import type { RowAction } from './queue-spec.ts';

/** The queue's keyboard shortcuts, in a line above the list (issue 27). */
export function QueueKeysHelp<Item>({ actions, tick }: { actions: RowAction<Item>[]; tick: boolean }) {
  const { t } = useI18n();
  const decisions = actions.flatMap((action) => (action.key ? [action.key] : []));
  return (
    <p className="muted queue-keys" data-testid="queue-keys">
      <span>
        <kbd className="queue-kbd">J</kbd>/<kbd className="queue-kbd">↓</kbd> {t('queues.key.next')}
      </span>
      <span>
        <kbd className="queue-kbd">K</kbd>/<kbd className="queue-kbd">↑</kbd> {t('queues.key.previous')}
      </span>
      <span>
        <kbd className="queue-kbd">O</kbd>/<kbd className="queue-kbd">Enter</kbd> {t('queues.key.open')}
      </span>
      {decisions.includes('a') && (
        <span>
          <kbd className="queue-kbd">A</kbd> {t('queues.approve')}
        </span>
      )}
      {decisions.includes('r') && (
        <span>
          <kbd className="queue-kbd">R</kbd> {t('queues.reject')}
        </span>
      )}
      {tick && (
        <span>
          <kbd className="queue-kbd">X</kbd> {t('queues.key.tick')}
        </span>
      )}
    </p>
  );
}
