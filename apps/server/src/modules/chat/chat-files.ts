import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import { fileTypeFromBuffer } from 'file-type';
import { CHAT_IMAGE_MAX_MB, CHAT_VIDEO_MAX_MB, type ChatFileType } from '@wallet/contract';
import type { FileStorage } from '../../adapters/storage/port.ts';
import { AppError, fail } from '../../lib/app-error.ts';
import { SignedLinks } from '../../lib/signed-link.ts';

export type UploadKind = 'image' | 'video';

const MB = 1024 * 1024;
export const CHAT_UPLOAD_MAX_BYTES: Record<UploadKind, number> = {
  image: CHAT_IMAGE_MAX_MB * MB,
  video: CHAT_VIDEO_MAX_MB * MB,
};

/** The types allowed, by the MIME type the bytes show (spec doc 1 section 5: png, jpeg, jpg, gif; mp4, quicktime). */
const ALLOWED: Record<UploadKind, Record<string, string>> = {
  image: { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif' },
  video: { 'video/mp4': 'mp4', 'video/quicktime': 'mov' },
};

/** file-type reads at most this much of a file's start. */
const HEAD_BYTES = 4100;

/** A chat file's link lives as long as a slip image's: reopened from history, it is signed again. */
const LINK_TTL_S = 300;

export class ChatFileLinks extends SignedLinks {
  constructor(secret: string) {
    super(secret, 'chat-file', LINK_TTL_S, (reference) => `/api/chat/file/${reference}`);
  }
}

class TooLarge extends Error {}

export interface StoredFile {
  contentType: string;
  fileKey: string;
}

/**
 * Chat uploads (issue 25, ADR 0082): the `file` part is checked by its first bytes (file-type),
 * never by its name or declared type, then streamed to the storage port (the slips' port) and
 * counted as it goes: a file over its limit is stopped while it streams and leaves nothing; a
 * 20 MB video is never held in memory.
 */
export class ChatFiles {
  constructor(
    private readonly pool: pg.Pool,
    private readonly storage: FileStorage,
  ) {}

  /**
   * Receives and keeps the file, then records it in the conversation `conversationOf` gives: asked
   * only once the file is good, so a refused upload makes no conversation.
   */
  async receive(
    request: FastifyRequest,
    kind: UploadKind,
    conversationOf: () => Promise<number>,
  ): Promise<{ path: string; fileType: ChatFileType }> {
    if (!request.isMultipart()) fail('CHAT_NO_FILE');
    const max = CHAT_UPLOAD_MAX_BYTES[kind];
    const part = await request.file({ limits: { fileSize: max, files: 1 } }).catch(() => undefined);
    if (!part || part.fieldname !== 'file') fail('CHAT_NO_FILE');
    const chunks = part.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    const head = await readHead(chunks).catch(tooLargeOrBroken);
    const detected = await fileTypeFromBuffer(head);
    const extension = detected && ALLOWED[kind][detected.mime];
    if (!detected || !extension) {
      part.file.resume();
      fail('CHAT_FILE_UNSUPPORTED');
    }
    const reference = randomBytes(16).toString('hex');
    const fileKey = `chat/${reference}.${extension}`;
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
    await this.storage.putStream(fileKey, counted).catch(tooLargeOrBroken);
    // The multipart limit truncates silently when it does not throw: a short file is a too-large one.
    if (part.file.truncated) {
      await this.storage.delete(fileKey);
      fail('CHAT_FILE_TOO_LARGE');
    }
    const conversationId = await conversationOf();
    await this.pool.query(
      `INSERT INTO chat_files (reference, conversation_id, file_key, content_type, file_type, bytes)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [reference, conversationId, fileKey, detected.mime, kind, bytes],
    );
    return { path: reference, fileType: kind };
  }

  /** A media message may name only a file uploaded to its own conversation; its type is the file's. */
  async assertOwned(conversationId: number, reference: string, fileType: ChatFileType): Promise<void> {
    const { rows } = await this.pool.query<{ fileType: string }>(
      'SELECT file_type AS "fileType" FROM chat_files WHERE reference = $1 AND conversation_id = $2',
      [reference, conversationId],
    );
    if (rows[0]?.fileType !== fileType) fail('NO_DATA');
  }

  async stored(reference: string): Promise<StoredFile | undefined> {
    const { rows } = await this.pool.query<StoredFile>(
      'SELECT content_type AS "contentType", file_key AS "fileKey" FROM chat_files WHERE reference = $1',
      [reference],
    );
    return rows[0];
  }
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

/** Our own count, or the multipart limit's error: too large; a body that broke off: no file. */
function tooLargeOrBroken(error: unknown): never {
  if (error instanceof AppError) throw error;
  if (error instanceof TooLarge || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
    fail('CHAT_FILE_TOO_LARGE');
  fail('CHAT_NO_FILE');
}
