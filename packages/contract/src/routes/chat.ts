import {
  chatConfigReply,
  chatFileParams,
  chatFileQuery,
  chatHistoryReply,
  chatHistoryRequest,
  chatMergeGuestRequest,
  chatReadRequest,
  chatSendReply,
  chatSendRequest,
  chatUploadQuery,
  chatUploadReply,
} from '../api/chat.ts';
import { defineRoute } from './define.ts';

/**
 * The chat's identity answers: a member's bearer token is checked like any member route's, a
 * guest's signed id must be ours (ADR 0080). The routes are public because guests use them.
 */
const IDENTITY = [
  'UNAUTHORIZED',
  'EXPIRED_AUTH_TOKEN',
  'INVALID_USER_1',
  'INVALID_USER_2',
  'INACTIVE_USER',
] as const;
const GUEST = 'CHAT_GUEST_INVALID' as const;
const UPLOAD = [
  'CHAT_NO_FILE',
  'CHAT_FILE_UNSUPPORTED',
  'CHAT_FILE_TOO_LARGE',
  'FILE_STORAGE_FAIL',
  'REQUEST_LIMIT',
  GUEST,
] as const;

/** The support chat (spec doc 1 section 7 "Chat", issue 25). */
export const chatApi = {
  config: defineRoute({
    method: 'GET',
    path: '/api/chat/config',
    access: 'public',
    tag: 'chat',
    summary: "The chat's room prefix, a fresh signed guest id, and where its socket is",
    replies: { 200: chatConfigReply },
    codes: [],
  }),
  send: defineRoute({
    method: 'POST',
    path: '/api/chat/send-message',
    access: 'public',
    tag: 'chat',
    summary: 'Send a message (text, a file uploaded before, a pressed button); the reply is its time',
    body: chatSendRequest,
    replies: { 200: chatSendReply },
    codes: [...IDENTITY, GUEST, 'REQUEST_LIMIT', 'NO_DATA'],
  }),
  history: defineRoute({
    method: 'POST',
    path: '/api/chat/history',
    access: 'public',
    tag: 'chat',
    summary:
      "One page of the caller's conversation, newest first (a member's call with a guest id merges it)",
    body: chatHistoryRequest,
    replies: { 200: chatHistoryReply },
    codes: [...IDENTITY, GUEST],
  }),
  uploadImage: defineRoute({
    method: 'POST',
    path: '/api/chat/upload-image',
    access: 'public',
    tag: 'chat',
    summary: 'Upload an image (png, jpeg, gif, at most 10 MB) for a media message; the reply is its path',
    query: chatUploadQuery,
    body: 'multipart',
    replies: { 200: chatUploadReply },
    codes: [...IDENTITY, ...UPLOAD],
  }),
  uploadVideo: defineRoute({
    method: 'POST',
    path: '/api/chat/upload-video',
    access: 'public',
    tag: 'chat',
    summary: 'Upload a video (mp4, quicktime, at most 20 MB) for a media message; the reply is its path',
    query: chatUploadQuery,
    body: 'multipart',
    replies: { 200: chatUploadReply },
    codes: [...IDENTITY, ...UPLOAD],
  }),
  mergeGuest: defineRoute({
    method: 'POST',
    path: '/api/chat/merge-guest',
    access: 'member',
    tag: 'chat',
    summary: 'The member agreed to take this browser’s older guest conversation in (ADR 0153)',
    body: chatMergeGuestRequest,
    replies: { 204: 'empty' },
    codes: [GUEST],
  }),
  readCustomer: defineRoute({
    method: 'PUT',
    path: '/api/chat/read-customer/',
    access: 'public',
    tag: 'chat',
    summary: 'The member or guest read their conversation (the agents see it)',
    body: chatReadRequest,
    replies: { 204: 'empty' },
    codes: [...IDENTITY, GUEST],
  }),
  file: defineRoute({
    method: 'GET',
    path: '/api/chat/file/:reference',
    access: 'public',
    tag: 'chat',
    summary: 'A chat file, through the signed short-lived link history and pushes give',
    params: chatFileParams,
    query: chatFileQuery,
    replies: { 200: 'binary' },
    codes: ['NO_DATA', 'FILE_STORAGE_FAIL'],
  }),
};
