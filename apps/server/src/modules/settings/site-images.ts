import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import { SITE_IMAGE_MAX_MB, type SiteImageReply } from '@wallet/contract';
import type { FileStorage } from '../../adapters/storage/port.ts';
import { inTransaction } from '../../db/transaction.ts';
import { readKept, receiveCheckedFile } from '../../adapters/storage/checked-upload.ts';
import type { Actor, OperatorSide } from '../../lib/operator-side.ts';

const FOLDER = 'site-images';
/** The types an operator's image may be, by its bytes, and the extension it is kept and served under. */
const ALLOWED: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};
const TYPE_OF_EXTENSION = Object.fromEntries(Object.entries(ALLOWED).map(([mime, ext]) => [ext, mime]));

/**
 * Images operators upload for settings (ADR 0108): the contact QR, game logos and backgrounds,
 * bonus, invite and refund banners. Received by the one byte-checked upload path (chat files use
 * it too) into the storage port; the reply is the site path a setting's image field takes. The
 * upload is audited; the setting that names it is audited with its change.
 */
export class SiteImages {
  constructor(
    private readonly pool: pg.Pool,
    private readonly storage: FileStorage,
    private readonly operators: OperatorSide,
  ) {}

  async upload(actor: Actor, request: FastifyRequest): Promise<SiteImageReply> {
    const file = await receiveCheckedFile(request, this.storage, {
      maxBytes: SITE_IMAGE_MAX_MB * 1024 * 1024,
      allowed: ALLOWED,
      folder: FOLDER,
      codes: { noFile: 'IMAGE_NO_FILE', unsupported: 'IMAGE_UNSUPPORTED', tooLarge: 'IMAGE_TOO_LARGE' },
    });
    const path = `/api/site-images/${file.reference}.${file.extension}`;
    await inTransaction(this.pool, (tx) =>
      this.operators.appendAudit(tx, actor, {
        action: 'settings.image_upload',
        targetType: 'settings',
        targetId: path,
        before: null,
        after: { path, type: file.mime, bytes: file.bytes },
      }),
    );
    return { path };
  }

  /** The kept image and its type; undefined when none is kept under this name. */
  async open(name: string) {
    const stream = await readKept(this.storage.openRead(`${FOLDER}/${name}`));
    const extension = name.slice(name.lastIndexOf('.') + 1);
    return stream && { stream, contentType: TYPE_OF_EXTENSION[extension]! };
  }
}
