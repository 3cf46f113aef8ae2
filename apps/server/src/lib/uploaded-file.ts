import type { FastifyRequest } from 'fastify';
import type { ErrorCode } from '@wallet/contract';
import { fail } from './app-error.ts';

/** What a route answers for an upload without its file, and for one it cannot read to the end. */
export interface UploadAnswers {
  /** No multipart form, or no part named `file`. */
  missing: ErrorCode;
  /** Past the size cap the multipart plugin was registered with, or a body that broke off. */
  unreadable: ErrorCode;
}

/**
 * The `file` part of a multipart upload, read whole, with the name it was sent under. Every route
 * that takes a file reads it here; each says in its own codes what a missing or unreadable file is.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  answers: UploadAnswers,
): Promise<{ data: Buffer; fileName: string }> {
  if (!request.isMultipart()) fail(answers.missing);
  const part = await request.file().catch(() => undefined);
  if (!part || part.fieldname !== 'file') fail(answers.missing);
  try {
    return { data: await part.toBuffer(), fileName: part.filename };
  } catch {
    fail(answers.unreadable);
  }
}
