import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { chatOperatorApi, type ChatInboxFilter } from '@wallet/contract';
import { callRoute } from '../../lib/api/client.ts';
import { getToken } from '../../lib/session/session.ts';

export const chatKeys = {
  all: ['chat'] as const,
  inbox: (filter: ChatInboxFilter) => ['chat', 'inbox', filter] as const,
  thread: (id: number) => ['chat', 'thread', id] as const,
  canned: ['chat', 'canned'] as const,
  agents: ['chat', 'agents'] as const,
};

export const inboxQuery = (filter: ChatInboxFilter) =>
  queryOptions({
    queryKey: chatKeys.inbox(filter),
    queryFn: ({ signal }) => callRoute(chatOperatorApi.inbox, { query: { filter }, signal }),
    placeholderData: keepPreviousData,
  });

export const threadQuery = (conversationId: number) =>
  queryOptions({
    queryKey: chatKeys.thread(conversationId),
    queryFn: ({ signal }) =>
      callRoute(chatOperatorApi.thread, { params: { conversationId }, query: { limit: 50 }, signal }),
  });

export const agentsQuery = queryOptions({
  queryKey: chatKeys.agents,
  queryFn: ({ signal }) => callRoute(chatOperatorApi.agents, { signal }),
});

export const cannedQuery = queryOptions({
  queryKey: chatKeys.canned,
  queryFn: ({ signal }) => callRoute(chatOperatorApi.cannedReplies, { signal }),
});

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
