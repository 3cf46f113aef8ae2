import type { KeyboardEvent } from 'react';

export interface TabItem<T extends string> {
  id: T;
  label: string;
}

interface Props<T extends string> {
  label: string;
  items: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  /** Prefix of the tab and panel ids, so the panels can point back at their tab. */
  idPrefix: string;
}

export const tabIdOf = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const panelIdOf = (prefix: string, id: string) => `${prefix}-panel-${id}`;

/**
 * A row of tabs that wraps instead of scrolling sideways, so a 412 px phone never overflows.
 * Arrow keys move between tabs, as in the WAI-ARIA tabs pattern.
 */
export function SegmentedTabs<T extends string>({ label, items, selected, onSelect, idPrefix }: Props<T>) {
  const move = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const next = items[(index + step + items.length) % items.length];
    if (!next) return;
    onSelect(next.id);
    document.getElementById(tabIdOf(idPrefix, next.id))?.focus();
  };
  return (
    <div className="segmented-tabs" role="tablist" aria-label={label}>
      {items.map((item, index) => (
        <button
          key={item.id}
          id={tabIdOf(idPrefix, item.id)}
          type="button"
          role="tab"
          className="segmented-tabs__tab"
          aria-selected={item.id === selected}
          aria-controls={panelIdOf(idPrefix, item.id)}
          tabIndex={item.id === selected ? 0 : -1}
          onClick={() => onSelect(item.id)}
          onKeyDown={(event) => move(event, index)}
          data-testid={`${idPrefix}-tab-${item.id}`}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
