import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { chatOperatorApi, type ChatInboxFilter, type ChatUploadReply } from '@wallet/contract';
import { routeKey, routeScope, uploadFile } from '@wallet/web-client';
import { apiClient, routeQuery } from '../../lib/api/client.ts';

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
 * An agent's image or video for a media answer, through the operators' client (the upload both
 * apps share): its token, its answer rules, the contract's reply shape.
 */
export function uploadAgentFile(
  conversationId: number,
  kind: 'image' | 'video',
  file: File,
): Promise<ChatUploadReply> {
  return uploadFile(apiClient, chatOperatorApi.upload, file, { params: { conversationId }, query: { kind } });
}
