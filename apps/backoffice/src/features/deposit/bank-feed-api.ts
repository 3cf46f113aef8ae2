import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  bankFeedOperatorApi,
  type BankFeedItemsQuery,
  type StatementImportReply,
  type StatementImportQuery,
} from '@wallet/contract';
import { uploadFile } from '@wallet/web-client';
import { callRoute, apiClient } from '../../lib/api/client.ts';
import { queueKeys } from '../../lib/realtime/queue-keys.ts';

/** Under the queue's key: a pushed `queue:changed` of the bank feed refreshes its items and health. */
const root = queueKeys.list('bankFeed');
export const bankFeedKeys = {
  root,
  items: [...root, 'items'] as const,
  devices: [...root, 'devices'] as const,
  health: [...root, 'health'] as const,
};

/**
 * Operators' credits from files and typed amounts that wait for a second operator (ADR 0131),
 * under their own queue's key: its `queue:changed` refreshes them.
 */
export const heldCreditsKeys = { root: queueKeys.list('heldCredits') };
export const heldCreditsQuery = queryOptions({
  queryKey: heldCreditsKeys.root,
  queryFn: ({ signal }) => callRoute(bankFeedOperatorApi.heldCredits, { signal }),
});

export const bankFeedItemsQuery = (filter: BankFeedItemsQuery) =>
  queryOptions({
    queryKey: [...bankFeedKeys.items, filter],
    queryFn: ({ signal }) => callRoute(bankFeedOperatorApi.bankFeedItems, { query: filter, signal }),
    placeholderData: keepPreviousData,
  });

export const bankFeedDevicesQuery = queryOptions({
  queryKey: bankFeedKeys.devices,
  queryFn: ({ signal }) => callRoute(bankFeedOperatorApi.bankFeedDevices, { signal }),
});

/** Read every minute: a source going silent is what the card is for. */
export const bankFeedHealthQuery = queryOptions({
  queryKey: bankFeedKeys.health,
  queryFn: ({ signal }) => callRoute(bankFeedOperatorApi.bankFeedHealth, { signal }),
  refetchInterval: 60_000,
});

/** Uploads a statement export with the operator's client (the upload both apps share); an import carries its reason. */
export function uploadStatement(
  file: File,
  query: Required<Omit<StatementImportQuery, 'reason'>> & Pick<StatementImportQuery, 'reason'>,
): Promise<StatementImportReply> {
  return uploadFile(apiClient, bankFeedOperatorApi.importStatement, file, { query });
}
