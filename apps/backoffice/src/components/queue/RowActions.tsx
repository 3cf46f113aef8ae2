import { Button } from '../ui/Button.tsx';
import type { RowAction } from './queue-spec.ts';

/** A row's decision buttons (with their keyboard key) or the note that replaces them. */
export function RowActions<Item>({
  item,
  actions,
  onOpen,
}: {
  item: Item;
  actions: RowAction<Item>[];
  onOpen(action: RowAction<Item>): void;
}) {
  const shown = actions.flatMap((action) => {
    const view = action.view(item);
    return view ? [{ action, view }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <div className="row">
      {shown.map(({ action, view }, index) =>
        'note' in view ? (
          <span key={index} className="muted">
            {view.note}
          </span>
        ) : (
          <Button
            key={index}
            small
            variant={view.variant}
            onClick={() => onOpen(action)}
            data-testid={view.testId}
            aria-keyshortcuts={action.key?.toUpperCase()}
          >
            {view.label}
            {action.key && <kbd className="queue-kbd">{action.key.toUpperCase()}</kbd>}
          </Button>
        ),
      )}
    </div>
  );
}
