import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  bankFeedOperatorApi,
  pathOf,
  type BankFeedItemsQuery,
  type StatementImportReply,
  type StatementImportQuery,
} from '@wallet/contract';
import type { ReplySchema } from '@wallet/web-client';
import { callRoute, apiClient } from '../../lib/api/client.ts';

const root = ['bankFeed'] as const;
export const bankFeedKeys = {
  root,
  items: [...root, 'items'] as const,
  devices: [...root, 'devices'] as const,
  health: [...root, 'health'] as const,
};

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

/** Uploads a statement export (multipart), answered and refused as every call is (the client's settle). */
export async function uploadStatement(
  file: File,
  query: Required<StatementImportQuery>,
): Promise<StatementImportReply> {
  const route = bankFeedOperatorApi.importStatement;
  const search = new URLSearchParams({ accountNo: query.accountNo, mode: query.mode });
  const headers = apiClient.headersFor(false);
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await fetch(`${apiClient.base}${pathOf(route)}?${search}`, {
    method: 'POST',
    headers,
    body: form,
  });
  const schema = route.replies[200] as ReplySchema<StatementImportReply>;
  return apiClient.settle(response.status, await response.text(), schema, headers.has('Authorization'));
}
