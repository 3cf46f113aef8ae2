export { ApiError, isAbortError, isApiError, type ApiErrorKind } from './api-error.ts';
export { downloadFile, type DownloadOptions, type DownloadRoute } from './download.ts';
export { createApiClient, type Answer, type ApiClient, type ApiClientOptions } from './client.ts';
export { isOutcomeUnknown, keyHeaders, newIdempotencyKey, SubmissionKeys } from './idempotency.ts';
export {
  createQueryClient,
  isRetryableRead,
  READ_GC_MS,
  READ_RETRIES,
  READ_STALE_MS,
  shouldRetryRead,
} from './query-client.ts';
export { routeKey, routeQueryOf, routeScope, type ReadRoute } from './route-query.ts';
export type { HttpMethod, ReplySchema, RequestOptions } from './request-options.ts';
export type {
  ContractSchema,
  InputOf,
  JsonRoute,
  OutputOf,
  RouteCallArgs,
  RouteCallOptions,
  RouteReply,
  RouteRequest,
  RouteRequestArgs,
} from './route-types.ts';
export { uploadFile, type UploadOptions, type UploadReply, type UploadRoute } from './upload.ts';
export { useOneRun, type RunOutcome } from './use-one-run.ts';
export { useSubmissionKeys } from './use-submission-keys.ts';
