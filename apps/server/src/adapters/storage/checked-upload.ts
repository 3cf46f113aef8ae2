import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { ErrorCode } from '@wallet/contract';
import { StorageUnavailable, type FileStorage } from './port.ts';
import { AppError, fail } from '../../lib/app-error.ts';

/** file-type reads at most this much of a file's start. */
const HEAD_BYTES = 4100;

/** What an upload route accepts, where it keeps it, and the codes it answers. */
export interface UploadRule {
  maxBytes: number;
  /** The MIME types allowed, as the bytes show them, with the extension the file is kept under. */
  allowed: Record<string, string>;
  /** The storage folder (`chat`, `site-images`). */
  folder: string;
  codes: { noFile: ErrorCode; unsupported: ErrorCode; tooLarge: ErrorCode };
}

export interface CheckedFile {
  reference: string;
  fileKey: string;
  extension: string;
  mime: string;
  bytes: number;
}

class TooLarge extends Error {}

/**
 * The one upload path (ADR 0082, used by chat files and the operators' site images, ADR 0108):
 * the multipart `file` part is checked by its first bytes (file-type), never by its name or
 * declared type, then streamed to the storage port and counted as it goes: a file over its limit
 * is stopped while it streams and leaves nothing; a large file is never held in memory.
 */
export async function receiveCheckedFile(
  request: FastifyRequest,
  storage: FileStorage,
  rule: UploadRule,
): Promise<CheckedFile> {
  const { codes } = rule;
  if (!request.isMultipart()) fail(codes.noFile);
  const max = rule.maxBytes;
  const part = await request.file({ limits: { fileSize: max, files: 1 } }).catch(() => undefined);
  if (!part || part.fieldname !== 'file') fail(codes.noFile);
  const tooLargeOrBroken = (error: unknown): never => {
    if (error instanceof AppError) throw error;
    // The store failed, not the file: said so, and nothing refers to a file that is not there.
    if (error instanceof StorageUnavailable) {
      request.log.error({ err: error }, 'file storage failed');
      fail('FILE_STORAGE_FAIL');
    }
    if (error instanceof TooLarge || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      fail(codes.tooLarge);
    fail(codes.noFile);
  };
  const chunks = part.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head = await readHead(chunks).catch(tooLargeOrBroken);
  const detected = await fileTypeFromBuffer(head);
  const extension = detected && rule.allowed[detected.mime];
  if (!detected || !extension) {
    part.file.resume();
    fail(codes.unsupported);
  }
  const reference = randomBytes(16).toString('hex');
  const fileKey = `${rule.folder}/${reference}.${extension}`;
  let bytes = 0;
  const counted = Readable.from(
    (async function* () {
      for (let chunk: Buffer | undefined = head; chunk;) {
        bytes += chunk.length;
        if (bytes > max) throw new TooLarge();
        yield chunk;
        const next = await chunks.next();
        chunk = next.done ? undefined : next.value;
      }
    })(),
  );
  await storage.putStream(fileKey, counted).catch(tooLargeOrBroken);
  // The multipart limit truncates silently when it does not throw: a short file is a too-large one.
  if (part.file.truncated) {
    await storage.delete(fileKey).catch(tooLargeOrBroken);
    fail(codes.tooLarge);
  }
  return { reference, fileKey, extension, mime: detected.mime, bytes };
}

async function readHead(chunks: AsyncIterator<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  let length = 0;
  while (length < HEAD_BYTES) {
    const next = await chunks.next();
    if (next.done) break;
    parts.push(next.value);
    length += next.value.length;
  }
  return Buffer.concat(parts);
}

/** A read of a kept file: the store failing answers FILE_STORAGE_FAIL, not a bare 500. */
export async function readKept<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof StorageUnavailable) fail('FILE_STORAGE_FAIL');
    throw error;
  }
}
