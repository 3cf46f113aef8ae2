import type { ReactNode } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
}

interface Props<K extends string> {
  items: TabItem<K>[];
  current: K;
  onChange(key: K): void;
  label: string;
}

export function Tabs<K extends string>({ items, current, onChange, label }: Props<K>) {
  return (
    <div className="tabs" role="tablist" aria-label={label}>
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          role="tab"
          aria-selected={item.key === current}
          className={item.key === current ? 'tabs__tab tabs__tab--current' : 'tabs__tab'}
          onClick={() => onChange(item.key)}
          data-testid={`tab-${item.key}`}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
