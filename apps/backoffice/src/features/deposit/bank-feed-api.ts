import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  bankFeedOperatorApi,
  type BankFeedItemsQuery,
  type StatementImportReply,
  type StatementImportQuery,
} from '@wallet/contract';
import { routeScope, uploadFile } from '@wallet/web-client';
import { apiClient, routeQuery } from '../../lib/api/client.ts';

/** What a bank-feed change of this page makes stale (its queue's event refreshes all of them). */
export const bankFeedKeys = {
  items: routeScope(bankFeedOperatorApi.bankFeedItems),
  devices: routeScope(bankFeedOperatorApi.bankFeedDevices),
};

/**
 * Operators' credits from files and typed amounts that wait for a second operator (ADR 0131):
 * their own queue's read, so its `queue:changed` refreshes them.
 */
export const heldCreditsQuery = routeQuery(bankFeedOperatorApi.heldCredits);

export const bankFeedItemsQuery = (filter: BankFeedItemsQuery) =>
  queryOptions({
    ...routeQuery(bankFeedOperatorApi.bankFeedItems, { query: filter }),
    placeholderData: keepPreviousData,
  });

export const bankFeedDevicesQuery = routeQuery(bankFeedOperatorApi.bankFeedDevices);

/** Read every minute: a source going silent is what the card is for. */
export const bankFeedHealthQuery = queryOptions({
  ...routeQuery(bankFeedOperatorApi.bankFeedHealth),
  refetchInterval: 60_000,
});

/** Uploads a statement export with the operator's client (the upload both apps share); an import carries its reason. */
export function uploadStatement(
  file: File,
  query: Required<Omit<StatementImportQuery, 'reason'>> & Pick<StatementImportQuery, 'reason'>,
): Promise<StatementImportReply> {
  return uploadFile(apiClient, bankFeedOperatorApi.importStatement, file, { query });
}
