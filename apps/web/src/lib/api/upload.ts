import { pathOf, UPLOAD_TIMEOUT_MS, type RouteDef } from '@wallet/contract';
import { ApiError } from './api-error.ts';
import { API_BASE, headersFor, messageOf, redirectFor, type ReplySchema } from './client.ts';
import type { ContractSchema, OutputOf } from './route-types.ts';

/** A route that takes one file as a multipart form and answers JSON (the slip upload). */
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
  headers?: Record<string, string>;
  /** Called with the share of the body sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * POSTs one file as multipart form data to an upload route, parsing the answer with its declared
 * success schema. XMLHttpRequest rather than fetch because only it reports upload progress; errors,
 * session redirects and answer parsing follow apiRequest exactly.
 */
export function uploadFile<R extends UploadRoute>(
  route: R,
  file: File,
  options: UploadOptions = {},
): Promise<UploadReply<R>> {
  const { field = 'file', timeoutMs = UPLOAD_TIMEOUT_MS, headers, onProgress } = options;
  const schema = route.replies[200] as ReplySchema<UploadReply<R>>;
  return new Promise<UploadReply<R>>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    // Upload routes take no path values (the slip has none).
    xhr.open(route.method, `${API_BASE}${pathOf(route as { path: string })}`);
    xhr.timeout = timeoutMs;
    // No Content-Type: the browser writes the multipart boundary itself.
    const requestHeaders = headersFor(false, headers);
    requestHeaders.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.ontimeout = () => reject(new ApiError('TIMEOUT', 'timeout'));
    xhr.onerror = () => reject(new ApiError('NETWORK', 'network'));
    xhr.onload = () => {
      const payload = parseJson(xhr.responseText);
      const message = messageOf(payload);
      redirectFor(message, requestHeaders.has('Authorization'));
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(message ?? `HTTP_${xhr.status}`, 'server', xhr.status));
        return;
      }
      const parsed = schema.safeParse(payload);
      if (parsed.success) resolve(parsed.data);
      else reject(new ApiError('INVALID_REPLY', 'invalid-reply', xhr.status));
    };
    const form = new FormData();
    form.append(field, file, file.name);
    xhr.send(form);
  });
}
