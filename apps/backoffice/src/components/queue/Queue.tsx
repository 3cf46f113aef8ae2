import { useQuery, type QueryKey } from '@tanstack/react-query';
import { translateError } from '@wallet/i18n';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useAction } from '../../lib/actions/use-action.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { Button } from '../ui/Button.tsx';
import { ConfirmWithReason } from '../ui/ConfirmWithReason.tsx';
import { ErrorNote } from '../ui/ErrorNote.tsx';
import { SelectField } from '../ui/Field.tsx';
import { Pager } from '../ui/Pager.tsx';
import { keptRows } from './kept-rows.ts';
import { QueueHeader } from './QueueHeader.tsx';
import { QueueKeysHelp } from './QueueKeysHelp.tsx';
import { QueueSearchForm } from './QueueSearchForm.tsx';
import { firstQuery, searchOf, withoutSearch } from './queue-query.ts';
import { RowActions } from './RowActions.tsx';
import {
  PAGE_SIZES,
  type BulkAction,
  type QueueBulk,
  type QueueColumn,
  type QueueFilters,
  type QueueItem,
  type QueueListQuery,
  type QueuePage,
  type QueueQuery,
  type RowAction,
} from './queue-spec.ts';
import { useQueueKeys } from './use-queue-keys.ts';
import './queue.css';

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
  /** Where the "open" key goes from a row (the member's page). */
  openPath?(item: Item): string | null;
  /** Ticking rows and deciding them at once (the withdrawal queue). */
  bulk?: QueueBulk<Item>;
}

type Open<Item> =
  | { kind: 'row'; action: RowAction<Item>; item: Item }
  | { kind: 'bulk'; action: BulkAction<Item>; items: Item[] };

/**
 * A work queue: how many wait, filters and the lists' search, a page of items with their actions,
 * and the dialog an action opens. It stays current through `liveKeys`; what a queue lists and does
 * is in its props. Rows decided here stay on screen with their outcome until the operator
 * refreshes (or changes the search or page); the keyboard moves, opens and decides (issue 27).
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
  openPath,
  bulk,
}: Props<Item, Filter, Page, Key>) {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const action = useAction({ refresh: liveKeys });
  const [query, setQuery] = useState(() => firstQuery(filters));
  const [open, setOpen] = useState<Open<Item> | null>(null);
  // Rows kept on screen whatever the page says: the ones decided here (with the decision's copy)
  // and the ones being decided (a dialog open, a bulk decision sent): a live refresh that lands
  // before the decision's answer must not drop them.
  const [memo, setMemo] = useState<Memo<Item>>(emptyMemo);
  const decided = memo.decided;
  const [refused, setRefused] = useState<Map<Item['id'], string>>(() => new Map());
  const [ticked, setTicked] = useState<Set<Item['id']>>(() => new Set());
  const [cursor, setCursor] = useState(0);
  const listed = useQuery(list(query));
  const fields = Object.keys(filters) as (keyof Filter & string)[];

  // The rows as last shown, remade when a page arrives or a row is decided (state set during
  // render, React's way to follow a changed input): decided rows keep their place.
  const [view, setView] = useState<{ page: Page | undefined; memo: Memo<Item>; rows: Item[] }>({
    page: undefined,
    memo,
    rows: [],
  });
  let rows = view.rows;
  if (view.page !== listed.data || view.memo !== memo) {
    rows = keptRows(
      view.rows.map((item) => item.id),
      listed.data?.items ?? [],
      memo.kept,
    );
    setView({ page: listed.data, memo, rows });
  }
  const current = rows[Math.min(cursor, rows.length - 1)];

  /** A new view: the search, a filter, the page or its size changed, or the operator refreshed. */
  function reset(next: QueueQuery<Filter>) {
    const none = emptyMemo<Item>();
    setMemo(none);
    setView({ page: undefined, memo: none, rows: [] });
    setRefused(new Map());
    setTicked(new Set());
    setCursor(0);
    setQuery(next);
  }
  /** Decided here: kept with the decision's copy. */
  function keep(items: Item[]) {
    setMemo((before) => ({
      kept: new Map([...before.kept, ...items.map((item) => [item.id, item] as const)]),
      decided: new Set([...before.decided, ...items.map((item) => item.id)]),
    }));
  }
  /** Being decided: kept as shown until the answer. */
  function hold(items: Item[]) {
    setMemo((before) => ({
      ...before,
      kept: new Map([...items.map((item) => [item.id, item] as const), ...before.kept]),
    }));
  }
  /** A dialog closed without a decision: the row follows the page again. */
  function release(id: Item['id']) {
    setMemo((before) => {
      if (before.decided.has(id) || !before.kept.has(id)) return before;
      const kept = new Map(before.kept);
      kept.delete(id);
      return { ...before, kept };
    });
  }
  function openAction(chosen: RowAction<Item>, item: Item) {
    hold([item]);
    setOpen({ kind: 'row', action: chosen, item });
  }
  const available = (item: Item) =>
    actions.filter((each) => {
      const view = each.view(item);
      return view !== null && !('note' in view);
    });
  const tickable = (item: Item) => bulk?.selectable(item) === true && !decided.has(item.id);
  const tickedItems = rows.filter((item) => ticked.has(item.id) && tickable(item));

  useQueueKeys(open === null, {
    next: () => setCursor((at) => Math.min(at + 1, Math.max(rows.length - 1, 0))),
    previous: () => setCursor((at) => Math.max(at - 1, 0)),
    open: () => {
      const path = current && openPath?.(current);
      if (path) void navigate(path);
    },
    tick: () => {
      if (current && tickable(current)) toggle(current.id);
    },
    action: (key) => {
      const chosen = current && available(current).find((each) => each.key === key);
      if (!chosen || !current) return false;
      openAction(chosen, current);
      return true;
    },
  });

  function toggle(id: Item['id']) {
    setTicked((before) => {
      const next = new Set(before);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  async function sendBulk(chosen: BulkAction<Item>, items: Item[], reason: string) {
    hold(items);
    const { results } = await chosen.send(action.send, items, reason);
    keep(results.flatMap((result) => (result.item ? [result.item] : [])));
    setRefused(
      (before) =>
        new Map([
          ...before,
          ...results.flatMap((result) =>
            result.message
              ? [[result.id as Item['id'], translateError(locale, result.message)] as const]
              : [],
          ),
        ]),
    );
    setTicked(new Set());
  }

  const selectable = rows.filter(tickable);
  return (
    <section data-testid={`queue-${name}`}>
      <QueueHeader pending={listed.data?.pending}>
        {fields.map((field) => (
          <SelectField
            key={field}
            label={filters[field].label}
            value={String(query[field] ?? '')}
            onChange={(event) => reset({ ...query, [field]: event.target.value || undefined, page: 1 })}
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
        <SelectField
          label={t('queues.pageSize')}
          value={String(query.limit)}
          onChange={(event) => reset({ ...query, limit: Number(event.target.value), page: 1 })}
          data-testid="page-size"
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </SelectField>
        <Button
          small
          onClick={() => {
            reset({ ...query });
            void listed.refetch();
          }}
          data-testid="queue-refresh"
        >
          {t('queues.refresh')}
        </Button>
        {listed.data && note?.(listed.data)}
      </QueueHeader>
      <QueueSearchForm
        search={searchOf(query)}
        member
        onSearch={(next) => reset({ ...withoutSearch(query), ...next, page: 1 })}
      />
      <QueueKeysHelp actions={actions} tick={bulk !== undefined} />
      {bulk && (
        <div className="row queue-bulk" data-testid="bulk-bar">
          <span className="muted">{t('queues.ticked', { count: tickedItems.length })}</span>
          {bulk.actions.map((each) => (
            <Button
              key={each.testId}
              small
              variant={each.danger ? 'danger' : 'primary'}
              disabled={tickedItems.length === 0}
              onClick={() => setOpen({ kind: 'bulk', action: each, items: tickedItems })}
              data-testid={each.testId}
            >
              {each.label} ({tickedItems.length})
            </Button>
          ))}
        </div>
      )}
      <ErrorNote error={listed.error} />
      <div className="card table-wrap">
        <table className="table">
          <thead>
            <tr>
              {bulk && (
                <th>
                  <input
                    type="checkbox"
                    aria-label={t('queues.tickAll')}
                    checked={selectable.length > 0 && selectable.every((item) => ticked.has(item.id))}
                    onChange={(event) =>
                      setTicked(new Set(event.target.checked ? selectable.map((item) => item.id) : []))
                    }
                    data-testid="tick-all"
                  />
                </th>
              )}
              {columns.map((column) => (
                <th key={column.header} className={column.numeric ? 'num' : undefined}>
                  {column.header}
                </th>
              ))}
              <th />
            </tr>
          </thead>
          <tbody>
            {rows.map((item, index) => (
              <tr
                key={item.id}
                data-testid={rowTestId}
                data-reference={item.reference ?? undefined}
                data-decided={decided.has(item.id) || undefined}
                aria-current={item === current || undefined}
                className={item === current ? 'is-current' : undefined}
                onClick={() => setCursor(index)}
              >
                {bulk && (
                  <td>
                    {tickable(item) && (
                      <input
                        type="checkbox"
                        aria-label={t('queues.tick')}
                        checked={ticked.has(item.id)}
                        onChange={() => toggle(item.id)}
                        data-testid="row-tick"
                      />
                    )}
                  </td>
                )}
                {columns.map((column) => (
                  <td key={column.header} className={column.numeric ? 'num' : undefined}>
                    {column.cell(item)}
                  </td>
                ))}
                <td>
                  <RowActions item={item} actions={actions} onOpen={(chosen) => openAction(chosen, item)} />
                  {refused.has(item.id) && (
                    <p className="error-note" role="alert" data-testid="row-refused">
                      {refused.get(item.id)}
                    </p>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 && listed.data && <p className="empty">{t('queues.empty')}</p>}
      </div>
      {listed.data && (
        <Pager
          page={query.page}
          limit={query.limit}
          total={listed.data.total}
          onPage={(next) => reset({ ...query, page: next })}
        />
      )}
      {open?.kind === 'row' &&
        open.action.dialog(open.item, {
          action,
          close: () => {
            setOpen(null);
            release(open.item.id);
          },
          decided: (item) => keep([item]),
        })}
      {open?.kind === 'bulk' && (
        <ConfirmWithReason
          title={open.action.title}
          summary={open.action.summary(open.items)}
          confirmLabel={open.action.label}
          danger={open.action.danger}
          action={action}
          onConfirm={(reason) => sendBulk(open.action, open.items, reason)}
          onClose={() => setOpen(null)}
          testId="bulk-dialog"
        />
      )}
    </section>
  );
}

interface Memo<Item extends QueueItem> {
  kept: Map<Item['id'], Item>;
  decided: Set<Item['id']>;
}

function emptyMemo<Item extends QueueItem>(): Memo<Item> {
  return { kept: new Map(), decided: new Set() };
}
