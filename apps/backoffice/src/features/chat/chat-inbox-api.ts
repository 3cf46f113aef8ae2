import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { chatOperatorApi, type ChatInboxFilter } from '@wallet/contract';
import { routeKey, routeScope } from '@wallet/web-client';
import { routeQuery } from '../../lib/api/client.ts';
import { getToken } from '../../lib/session/session.ts';

/** What the inbox's changes make stale, each a contract route's key. */
export const chatKeys = {
  /** Every filter of the conversation list. */
  inbox: routeScope(chatOperatorApi.inbox),
  /** One conversation's thread, whatever its page size. */
  thread: (conversationId: number) => routeKey(chatOperatorApi.thread, { params: { conversationId } }),
  canned: routeScope(chatOperatorApi.cannedReplies),
};

export const inboxQuery = (filter: ChatInboxFilter) =>
  queryOptions({
    ...routeQuery(chatOperatorApi.inbox, { query: { filter } }),
    placeholderData: keepPreviousData,
  });

export const threadQuery = (conversationId: number) =>
  routeQuery(chatOperatorApi.thread, { params: { conversationId }, query: { limit: 50 } });

export const agentsQuery = routeQuery(chatOperatorApi.agents);

export const cannedQuery = routeQuery(chatOperatorApi.cannedReplies);

/**
 * An agent's image or video for a media answer. fetch with FormData: the operators' client sends
 * JSON only, and the agent's files are small enough that progress is not shown.
 */
export async function uploadAgentFile(conversationId: number, kind: 'image' | 'video', file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  const path = chatOperatorApi.upload.path.replace(':conversationId', String(conversationId));
  const response = await fetch(`${path}?kind=${kind}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${getToken() ?? ''}` },
    body: form,
  });
  const body = (await response.json()) as { path?: string; fileType?: 'image' | 'video'; message?: string };
  if (!response.ok || !body.path || !body.fileType) throw new Error(body.message ?? 'UPLOAD_FAILED');
  return { path: body.path, fileType: body.fileType };
}
