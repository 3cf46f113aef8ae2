import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useAction } from '../../lib/actions/use-action.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { Button } from '../ui/Button.tsx';
import { ErrorNote } from '../ui/ErrorNote.tsx';
import { SelectField } from '../ui/Field.tsx';
import { Pager } from '../ui/Pager.tsx';
import { QueueHeader } from './QueueHeader.tsx';
import type {
  QueueColumn,
  QueueFilters,
  QueueItem,
  QueueListQuery,
  QueuePage,
  QueueQuery,
  RowAction,
} from './queue-spec.ts';
import './queue.css';

const PAGE_SIZE = 20;

interface Props<Item extends QueueItem, Filter, Page extends QueuePage<Item>, Key extends QueryKey> {
  /** Names the queue for tests: queue-{name}, and each filter filter-{field}. */
  name: string;
  /**
   * The realtime refresh: the keys a pushed event makes stale (QueueEvents). The list is read
   * under one of them, and all are read again after an action here, so the operator who decided
   * does not wait for their own echo.
   */
  liveKeys: readonly QueryKey[];
  list: QueueListQuery<NoInfer<Filter>, Page, Key>;
  filters: QueueFilters<Filter>;
  columns: QueueColumn<Item>[];
  /** The buttons at the end of each row, in order. */
  actions: RowAction<Item>[];
  rowTestId: string;
  /** A line under the filters about the whole queue (the four-eyes amount). */
  note?(page: Page): ReactNode;
}

type Open<Item> = { action: RowAction<Item>; item: Item };

/**
 * A work queue: how many wait, filters, a page of items with their actions, and the dialog an
 * action opens. It stays current through `liveKeys`; what a queue lists and does is in its props.
 */
export function Queue<Item extends QueueItem, Filter, Page extends QueuePage<Item>, Key extends QueryKey>({
  name,
  liveKeys,
  list,
  filters,
  columns,
  actions,
  rowTestId,
  note,
}: Props<Item, Filter, Page, Key>) {
  const { t } = useI18n();
  const action = useAction({ refresh: liveKeys });
  const [query, setQuery] = useState(() => firstQuery(filters));
  const [open, setOpen] = useState<Open<Item> | null>(null);
  const listed = useQuery(list(query));
  const fields = Object.keys(filters) as (keyof Filter & string)[];

  return (
    <section data-testid={`queue-${name}`}>
      <QueueHeader pending={listed.data?.pending}>
        {fields.map((field) => (
          <SelectField
            key={field}
            label={filters[field].label}
            value={String(query[field] ?? '')}
            onChange={(event) => setQuery({ ...query, [field]: event.target.value || undefined, page: 1 })}
            data-testid={`filter-${field}`}
          >
            <option value="">{t('common.all')}</option>
            {filters[field].values.map((value) => (
              <option key={value} value={value}>
                {filters[field].text(value)}
              </option>
            ))}
          </SelectField>
        ))}
        {listed.data && note?.(listed.data)}
      </QueueHeader>
      <ErrorNote error={listed.error} />
      <div className="card table-wrap">
        <table className="table">
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.header} className={column.numeric ? 'num' : undefined}>
                  {column.header}
                </th>
              ))}
              <th />
            </tr>
          </thead>
          <tbody>
            {listed.data?.items.map((item) => (
              <tr key={item.id} data-testid={rowTestId} data-reference={item.reference ?? undefined}>
                {columns.map((column) => (
                  <td key={column.header} className={column.numeric ? 'num' : undefined}>
                    {column.cell(item)}
                  </td>
                ))}
                <td>
                  <RowActions
                    item={item}
                    actions={actions}
                    onOpen={(chosen) => setOpen({ action: chosen, item })}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {listed.data?.items.length === 0 && <p className="empty">{t('queues.empty')}</p>}
      </div>
      {listed.data && (
        <Pager
          page={query.page}
          limit={PAGE_SIZE}
          total={listed.data.total}
          onPage={(next) => setQuery({ ...query, page: next })}
        />
      )}
      {open && open.action.dialog(open.item, { action, close: () => setOpen(null) })}
    </section>
  );
}

function RowActions<Item>({
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
          >
            {view.label}
          </Button>
        ),
      )}
    </div>
  );
}

/** Each filter's first choice, on the first page. */
function firstQuery<Filter>(filters: QueueFilters<Filter>): QueueQuery<Filter> {
  const query: Record<string, unknown> = { page: 1 };
  for (const [field, filter] of Object.entries<{ initial: string }>(filters)) {
    query[field] = filter.initial || undefined;
  }
  return query as QueueQuery<Filter>;
}
