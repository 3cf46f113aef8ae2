import { pathOf, UPLOAD_TIMEOUT_MS, type RouteDef } from '@wallet/contract';
import { ApiError } from './api-error.ts';
import type { ApiClient } from './client.ts';
import { keyHeaders } from './idempotency.ts';
import type { ReplySchema } from './request-options.ts';
import type { ContractSchema, OutputOf } from './route-types.ts';

/** pathOf, loosened for a generic route as in call-route.ts: the caller names the route's values. */
const fillPath = pathOf as (route: { path: string }, params?: Record<string, string | number>) => string;

/** A route that takes one file as a multipart form and answers JSON (the slip, a chat file, a bank statement). */
export type UploadRoute = RouteDef & {
  method: 'POST';
  body: 'multipart';
  replies: { 200: ContractSchema };
};

/** What an upload route answers on success: its 200 answer. */
export type UploadReply<R extends UploadRoute> = OutputOf<R['replies'][200]>;

export interface UploadOptions {
  /** The multipart field name of the file. */
  field?: string;
  timeoutMs?: number;
  /** The submission's key, sent as the Idempotency-Key of a route the contract marks idempotent. */
  idempotencyKey?: string;
  /** Called with the share of the body sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** The route's path values (the chat conversation an agent's file answers, a payout batch's result file). */
  params?: Record<string, string | number>;
  /** The route's query values (a chat guest's id, the statement's account and mode). */
  query?: Record<string, string>;
  /** Aborts the upload (the widget closing). */
  signal?: AbortSignal;
}

/**
 * POSTs one file as multipart form data to an upload route through one app's client (its base,
 * token and session rules), parsing the answer with its declared success schema. XMLHttpRequest
 * rather than fetch because only it reports upload progress; errors, session redirects and answer
 * parsing are the client's (settle). Both apps upload through this one.
 */
export function uploadFile<R extends UploadRoute>(
  client: ApiClient,
  route: R,
  file: File,
  options: UploadOptions = {},
): Promise<UploadReply<R>> {
  const {
    field = 'file',
    timeoutMs = UPLOAD_TIMEOUT_MS,
    idempotencyKey,
    onProgress,
    params,
    query,
    signal,
  } = options;
  const schema = route.replies[200] as ReplySchema<UploadReply<R>>;
  return new Promise<UploadReply<R>>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const search = query ? `?${new URLSearchParams(query).toString()}` : '';
    xhr.open(route.method, `${client.base}${fillPath(route, params)}${search}`);
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.onabort = () => reject(new ApiError('NETWORK', 'network'));
    xhr.timeout = timeoutMs;
    // No Content-Type: the browser writes the multipart boundary itself.
    const requestHeaders = client.headersFor(false, keyHeaders(route, idempotencyKey));
    requestHeaders.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.ontimeout = () => reject(new ApiError('TIMEOUT', 'timeout'));
    xhr.onerror = () => reject(new ApiError('NETWORK', 'network'));
    xhr.onload = () => {
      try {
        const sentToken = requestHeaders.has('Authorization');
        resolve(client.settle(xhr.status, xhr.responseText, schema, sentToken));
      } catch (error) {
        reject(error as Error);
      }
    };
    const form = new FormData();
    form.append(field, file, file.name);
    xhr.send(form);
  });
}
