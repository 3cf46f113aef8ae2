import { API_TIMEOUT_MS, REQUESTED_WITH } from '@wallet/contract';
import { clearSession, getToken } from '../session/session.ts';
import { ApiError } from './api-error.ts';

/** What the client needs of a contract (zod) schema; keeps zod itself out of the app's dependencies. */
export interface ReplySchema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false };
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface RequestOptions<T> {
  method?: HttpMethod;
  body?: unknown;
  /** The contract schema of a successful answer; without it the answer body is ignored (204). */
  schema?: ReplySchema<T>;
  signal?: AbortSignal;
  timeoutMs?: number;
  headers?: Record<string, string>;
}

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

function messageOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('message' in body)) return null;
  return typeof body.message === 'string' ? body.message : null;
}

/** The wait a limit answered: the body's retryAfter, else the Retry-After header (seconds). */
function retryAfterOf(body: unknown, response: Response): number | undefined {
  const fromBody =
    typeof body === 'object' && body !== null && 'retryAfter' in body ? Number(body.retryAfter) : NaN;
  const seconds = Number.isFinite(fromBody) ? fromBody : Number(response.headers.get('retry-after') ?? NaN);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

/**
 * One request to the API. A 401 means the operator's session is over (signed out elsewhere,
 * revoked by an admin, expired), and TOTP_ENROLMENT_REQUIRED that it may only enrol an
 * authenticator, which only the sign-in screen offers: either way the token is dropped and the
 * app falls back to the sign-in screen.
 */
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
    try {
      response = await fetch(path, {
        method,
        headers: headersFor(body !== undefined, headers),
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
        cache: 'no-store',
      });
      payload = await readJson(response);
    } catch (error) {
      if (timedOut) throw new ApiError('TIMEOUT', 'timeout');
      if (signal?.aborted) throw error;
      throw new ApiError('NETWORK', 'network');
    }

    const message = messageOf(payload);
    if (response.status === 401 || message === 'TOTP_ENROLMENT_REQUIRED') clearSession();
    if (!response.ok)
      throw new ApiError(
        message ?? `HTTP_${response.status}`,
        'server',
        response.status,
        response.status === 429 ? retryAfterOf(payload, response) : undefined,
      );
    if (!schema) return undefined as T;
    const parsed = schema.safeParse(payload);
    if (!parsed.success) throw new ApiError('INVALID_REPLY', 'invalid-reply', response.status);
    return parsed.data;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}
