import { pathOf, type RouteDef } from '@wallet/contract';
import { ApiError } from './api-error.ts';
import type { ApiClient } from './client.ts';

/** A route that answers a file (a report's CSV) rather than JSON. */
export type DownloadRoute = RouteDef & { method: 'GET'; replies: { 200: 'binary' } };

export interface DownloadOptions {
  /** The route's query values (the report's kind and days). */
  query?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * GETs a file route's answer through one app's client (its base, token, headers and answer
 * rules), as a Blob the page hands to the browser. fetch here rather than callRoute, which parses
 * JSON; a refusal is settled like any call's, so it is thrown as the API's error.
 */
export async function downloadFile(
  client: ApiClient,
  route: DownloadRoute,
  { query, signal }: DownloadOptions = {},
): Promise<Blob> {
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  const headers = client.headersFor(false);
  let response: Response;
  try {
    response = await fetch(`${client.base}${pathOf(route as { path: string })}${search}`, {
      headers,
      signal,
      cache: 'no-store',
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError('NETWORK', 'network');
  }
  if (!response.ok)
    client.settle(response.status, await response.text(), undefined, headers.has('Authorization'));
  return response.blob();
}
