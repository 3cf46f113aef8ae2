import {
  API_TIMEOUT_MS,
  PASSWORD_CHANGE_REQUIRED,
  REQUESTED_WITH,
  sessionEndingCodes,
  SITE_GONE,
  type ErrorCode,
} from '@wallet/contract';
import { NEW_PASSWORD_PATH } from '../session/new-password-path.ts';
import { clearSession, getToken } from '../session/session.ts';
import { ApiError } from './api-error.ts';
import { takeEarlyRead, unlessAborted } from './early-reads.ts';
import { navigateFromApi } from './navigator.ts';

/** What the client needs of a contract (zod) schema; keeps zod itself out of the web's dependencies. */
export interface ReplySchema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false };
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions<T> {
  method?: HttpMethod;
  body?: unknown;
  /** The contract schema of a successful answer; without it the answer body is ignored (204). */
  schema?: ReplySchema<T>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Extra request headers (e.g. the Idempotency-Key of a money POST). */
  headers?: Record<string, string>;
}

/** Where the API (and the realtime socket) live; empty means this page's own origin. */
export const API_BASE = import.meta.env.VITE_API_BASE ?? '';

export function headersFor(hasBody: boolean, extra: Record<string, string> = {}): Headers {
  const headers = new Headers({ ...extra, Accept: 'application/json', 'X-Requested-With': REQUESTED_WITH });
  if (hasBody) headers.set('Content-Type', 'application/json');
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function messageOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('message' in body)) return null;
  return typeof body.message === 'string' ? body.message : null;
}

/**
 * Spec doc 1 section 4 "Session": these answers move the user whatever screen asked. A member an
 * operator locked is answered INACTIVE_USER on every call (issue 10): with a session that is a
 * logout too, while on the login form it stays the form's message. A session opened with an
 * operator's one-time password is sent to the new-password screen (ADR 0053).
 */
export function redirectFor(message: string | null, sentToken = false): void {
  const lockedOut = sentToken && message === 'INACTIVE_USER';
  if (message === SITE_GONE) {
    navigateFromApi('/terminated');
  } else if (sentToken && message === PASSWORD_CHANGE_REQUIRED) {
    navigateFromApi(NEW_PASSWORD_PATH);
  } else if (lockedOut || (message !== null && sessionEndingCodes.includes(message as ErrorCode))) {
    clearSession();
    navigateFromApi('/login');
  }
}

export async function apiRequest<T = void>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, schema, signal, timeoutMs = API_TIMEOUT_MS, headers } = options;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    let response: Response;
    let payload: unknown;
    const requestHeaders = headersFor(body !== undefined, headers);
    try {
      const early = method === 'GET' ? takeEarlyRead(path, getToken()) : null;
      response = await (early
        ? unlessAborted(early, controller.signal)
        : fetch(`${API_BASE}${path}`, {
            method,
            headers: requestHeaders,
            body: body === undefined ? undefined : JSON.stringify(body),
            signal: controller.signal,
            // Answers are live state; a heuristically cached 410 `gone` would keep a reopened
            // site closed for this browser.
            cache: 'no-store',
          }));
      payload = await readJson(response);
    } catch (error) {
      if (timedOut) throw new ApiError('TIMEOUT', 'timeout');
      if (signal?.aborted) throw error;
      throw new ApiError('NETWORK', 'network');
    }

    const message = messageOf(payload);
    redirectFor(message, requestHeaders.has('Authorization'));
    if (!response.ok) throw new ApiError(message ?? `HTTP_${response.status}`, 'server', response.status);
    if (!schema) return undefined as T;
    const parsed = schema.safeParse(payload);
    if (!parsed.success) throw new ApiError('INVALID_REPLY', 'invalid-reply', response.status);
    return parsed.data;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

export function apiGet<T>(path: string, schema: ReplySchema<T>, signal?: AbortSignal): Promise<T> {
  return apiRequest(path, { schema, signal });
}

export function apiPost<T>(
  path: string,
  body: unknown,
  schema: ReplySchema<T>,
  signal?: AbortSignal,
): Promise<T> {
  return apiRequest(path, { method: 'POST', body, schema, signal });
}
