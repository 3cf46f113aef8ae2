import { UPLOAD_TIMEOUT_MS } from '@wallet/contract';
import { ApiError } from './api-error.ts';
import { API_BASE, headersFor, messageOf, redirectFor, type ReplySchema } from './client.ts';

export interface UploadOptions<T> {
  /** The contract schema of a successful answer. */
  schema: ReplySchema<T>;
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
 * POSTs one file as multipart form data. XMLHttpRequest rather than fetch because only it reports
 * upload progress; errors, session redirects and answer parsing follow apiRequest exactly.
 */
export function uploadFile<T>(path: string, file: File, options: UploadOptions<T>): Promise<T> {
  const { schema, field = 'file', timeoutMs = UPLOAD_TIMEOUT_MS, headers, onProgress } = options;
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
    xhr.timeout = timeoutMs;
    // No Content-Type: the browser writes the multipart boundary itself.
    headersFor(false, headers).forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.ontimeout = () => reject(new ApiError('TIMEOUT', 'timeout'));
    xhr.onerror = () => reject(new ApiError('NETWORK', 'network'));
    xhr.onload = () => {
      const payload = parseJson(xhr.responseText);
      const message = messageOf(payload);
      redirectFor(message);
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
