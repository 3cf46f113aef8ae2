import { acceptLanguageOf, API_TIMEOUT_MS, REQUESTED_WITH, type Locale } from '@wallet/contract';
import { ApiError } from './api-error.ts';
import { routeRequest, type LooseCallOptions } from './call-route.ts';
import type { ReplySchema, RequestOptions } from './request-options.ts';
import type { JsonRoute, RouteCallArgs, RouteReply } from './route-types.ts';

/** An answer as the app's own rules see it, whatever screen asked. */
export interface Answer {
  status: number;
  /** The body's `message` (a catalogue code or a raw text), if it had one. */
  message: string | null;
  /** Whether the request carried the session's token. */
  sentToken: boolean;
}

/** What differs between the member app and the back-office. */
export interface ApiClientOptions {
  /** Put before every path: where the API lives; empty means this page's own origin. */
  base?: string;
  /** The session's bearer token, or null when none is held. */
  token: () => string | null;
  /**
   * The language the user reads, sent as Accept-Language on every request so the server answers
   * operator texts in it (ADR 0085); absent: the browser's own header.
   */
  locale?: () => Locale;
  /** The app's reaction to an answer before the caller sees it (a session that ended, a closed site). */
  onAnswer?: (answer: Answer) => void;
  /** An answer to this GET already on its way (the member app's early reads), else null. */
  earlyAnswer?: (path: string, token: string | null, signal: AbortSignal) => Promise<Response> | null;
}

export interface ApiClient {
  /** One request to the API: timeout, ApiError, the app's answer rules, no-store. */
  apiRequest<T = void>(path: string, options?: RequestOptions<T>): Promise<T>;
  /** Calls one endpoint through its contract declaration, typed from it. */
  callRoute<R extends JsonRoute>(route: R, ...args: RouteCallArgs<R>): Promise<RouteReply<R>>;
  /** The headers of every request; extra ones never replace the token or the JSON type. */
  headersFor(hasBody: boolean, extra?: Record<string, string>): Headers;
  /** An answer another transport received (an upload's body text), settled like apiRequest's. */
  settle<T>(status: number, text: string, schema: ReplySchema<T> | undefined, sentToken: boolean): T;
  readonly base: string;
}

function parseJson(text: string): unknown {
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

/** The field a refusal names (back-office bad input), if any. */
function fieldOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('field' in body)) return undefined;
  return typeof body.field === 'string' ? body.field : undefined;
}

/** The wait a limit answered: the body's retryAfter, else the Retry-After header (seconds). */
function retryAfterOf(body: unknown, retryAfterHeader: string | null): number | undefined {
  const fromBody =
    typeof body === 'object' && body !== null && 'retryAfter' in body ? Number(body.retryAfter) : NaN;
  const seconds = Number.isFinite(fromBody) ? fromBody : Number(retryAfterHeader ?? NaN);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

/** The API client of one app, configured once in the app's lib/api. */
export function createApiClient({
  base = '',
  token,
  locale,
  onAnswer,
  earlyAnswer,
}: ApiClientOptions): ApiClient {
  function headersFor(hasBody: boolean, extra: Record<string, string> = {}): Headers {
    const headers = new Headers({ ...extra, Accept: 'application/json', 'X-Requested-With': REQUESTED_WITH });
    if (locale) headers.set('Accept-Language', acceptLanguageOf(locale()));
    if (hasBody) headers.set('Content-Type', 'application/json');
    const held = token();
    if (held) headers.set('Authorization', `Bearer ${held}`);
    return headers;
  }

  function settle<T>(
    status: number,
    payload: unknown,
    schema: ReplySchema<T> | undefined,
    sentToken: boolean,
    retryAfterHeader: string | null = null,
  ): T {
    const message = messageOf(payload);
    onAnswer?.({ status, message, sentToken });
    if (status < 200 || status >= 300) {
      const retryAfter = status === 429 ? retryAfterOf(payload, retryAfterHeader) : undefined;
      throw new ApiError(message ?? `HTTP_${status}`, 'server', status, retryAfter, fieldOf(payload));
    }
    if (!schema) return undefined as T;
    const parsed = schema.safeParse(payload);
    if (!parsed.success) throw new ApiError('INVALID_REPLY', 'invalid-reply', status);
    return parsed.data;
  }

  async function apiRequest<T = void>(path: string, options: RequestOptions<T> = {}): Promise<T> {
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
        const early = method === 'GET' ? (earlyAnswer?.(path, token(), controller.signal) ?? null) : null;
        response = await (early ??
          fetch(`${base}${path}`, {
            method,
            headers: requestHeaders,
            body: body === undefined ? undefined : JSON.stringify(body),
            signal: controller.signal,
            // Answers are live state; a heuristically cached 410 `gone` would keep a reopened
            // site closed for this browser.
            cache: 'no-store',
          }));
        payload = parseJson(await response.text());
      } catch (error) {
        if (timedOut) throw new ApiError('TIMEOUT', 'timeout');
        if (signal?.aborted) throw error;
        throw new ApiError('NETWORK', 'network');
      }
      const sentToken = requestHeaders.has('Authorization');
      return settle(response.status, payload, schema, sentToken, response.headers.get('retry-after'));
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forwardAbort);
    }
  }

  return {
    apiRequest,
    callRoute: (route, ...[options]) => {
      const { path, request } = routeRequest(route, options as LooseCallOptions | undefined);
      return apiRequest(path, request);
    },
    headersFor,
    settle: (status, text, schema, sentToken) => settle(status, parseJson(text), schema, sentToken),
    base,
  };
}
