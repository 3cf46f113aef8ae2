import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { ErrorCode, PendingSummary } from '@wallet/contract';
import type { ReactNode } from 'react';
import type { Action } from '../../lib/actions/use-action.ts';
import type { ButtonVariant } from '../ui/Button.tsx';

/** One page of a queue as the server answers it: how many wait, how many match, this page's items. */
export interface QueuePage<Item> {
  pending: PendingSummary;
  total: number;
  items: Item[];
}

/** What a queue lists: anything with an id, and a reference where the item has one (e2e finds rows by it). */
export interface QueueItem {
  id: number | string;
  reference?: string | null;
}

export interface QueueColumn<Item> {
  header: string;
  /** Amounts: right-aligned. */
  numeric?: boolean;
  cell(item: Item): ReactNode;
}

/** One select above the list; its choice narrows the query, '' is every item. */
export interface QueueFilter<Value extends string> {
  label: string;
  initial: NoInfer<Value> | '';
  values: readonly Value[];
  text(value: Value): string;
}

/** The filters of a queue by query field: `{ stage: QueueFilter<WithdrawalStage> }`. */
export type QueueFilters<Filter> = { [Name in keyof Filter]: QueueFilter<Filter[Name] & string> };

/**
 * The search every queue takes besides its selects (issue 27, ADR 0111): made from / before
 * (instants), amount bounds in baht, the exact reference, the member's phone or a part of the name.
 */
export interface QueueSearch {
  from?: string;
  to?: string;
  minAmount?: number;
  maxAmount?: number;
  reference?: string;
  q?: string;
}

/** The page sizes an operator may choose. */
export const PAGE_SIZES = [20, 50, 100] as const;

/** The filters' choices as the list query takes them (an unset one is left out). */
export type QueueQuery<Filter> = { [Name in keyof Filter]?: Filter[Name] } & QueueSearch & {
    page: number;
    limit: number;
  };

/** What a row shows for one of its actions. */
export type RowActionView =
  | { label: string; variant?: ButtonVariant; testId?: string }
  /** In place of the button: why this operator may not use it on this item. */
  | { note: string };

/** What the queue hands the dialog an action opens. */
export interface RowDialogControls<Item> {
  /** The queue's action: its run (and its refresh, for a dialog with its own action) reads the queue again. */
  action: Action;
  close(): void;
  /** The item as the decision left it: its row stays on screen with the outcome until a refresh. */
  decided(item: Item): void;
}

/** Something an operator does to one item: a button on its row that opens a dialog. */
export interface RowAction<Item> {
  /** The button for this item, a note in its place, or null where the action does not apply. */
  view(item: Item): RowActionView | null;
  dialog(item: Item, controls: RowDialogControls<Item>): ReactNode;
  /** The keyboard shortcut that opens it on the current row (one lower-case letter), shown on the button. */
  key?: string;
}

/** One row's answer to a bulk decision: the item after it, or the code that refused it. */
export interface BulkRowResult<Item> {
  id: Item extends { id: infer Id } ? Id : never;
  item: Item | null;
  message: ErrorCode | null;
}

/** A decision taken on every ticked row at once (the withdrawal queue's bulk approve and reject). */
export interface BulkAction<Item> {
  label: string;
  title: string;
  danger?: boolean;
  testId: string;
  /** What the operator reads before confirming: how many, how much. */
  summary(items: Item[]): ReactNode;
  send(send: Action['send'], items: Item[], reason: string): Promise<{ results: BulkRowResult<Item>[] }>;
}

/** Ticking rows for bulk decisions: which rows may be ticked, and what may be done to them. */
export interface QueueBulk<Item> {
  selectable(item: Item): boolean;
  actions: BulkAction<Item>[];
}

/** Reads one page of a queue; its key must start with one of the queue's `liveKeys`. */
export type QueueListQuery<Filter, Page, Key extends QueryKey> = (
  query: QueueQuery<Filter>,
) => UseQueryOptions<Page, Error, Page, Key>;
