import type { UploadOptions, UploadReply, UploadRoute } from '@wallet/web-client';
import { uploadFile as uploadThrough } from '@wallet/web-client';
import { memberApi } from './client.ts';

export type { UploadOptions, UploadReply, UploadRoute };

/** An upload with the member's client (web-client's uploadFile, shared with the back-office). */
export function uploadFile<R extends UploadRoute>(
  route: R,
  file: File,
  options: UploadOptions = {},
): Promise<UploadReply<R>> {
  return uploadThrough(memberApi, route, file, options);
}
