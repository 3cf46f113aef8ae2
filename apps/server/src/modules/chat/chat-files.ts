import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import { CHAT_IMAGE_MAX_MB, CHAT_VIDEO_MAX_MB, type ChatFileType } from '@wallet/contract';
import type { FileStorage } from '../../adapters/storage/port.ts';
import { fail } from '../../lib/app-error.ts';
import { receiveCheckedFile } from '../../adapters/storage/checked-upload.ts';
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

/** A chat file's link lives as long as a slip image's: reopened from history, it is signed again. */
const LINK_TTL_S = 300;

export class ChatFileLinks extends SignedLinks {
  constructor(secret: string) {
    super(secret, 'chat-file', LINK_TTL_S, (reference) => `/api/chat/file/${reference}`);
  }
}

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
    const file = await receiveCheckedFile(request, this.storage, {
      maxBytes: CHAT_UPLOAD_MAX_BYTES[kind],
      allowed: ALLOWED[kind],
      folder: 'chat',
      codes: {
        noFile: 'CHAT_NO_FILE',
        unsupported: 'CHAT_FILE_UNSUPPORTED',
        tooLarge: 'CHAT_FILE_TOO_LARGE',
      },
    });
    const conversationId = await conversationOf();
    await this.pool.query(
      `INSERT INTO chat_files (reference, conversation_id, file_key, content_type, file_type, bytes)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [file.reference, conversationId, file.fileKey, file.mime, kind, file.bytes],
    );
    return { path: file.reference, fileType: kind };
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
