import type { Readable } from 'node:stream';

/**
 * Where every file the site keeps lives: slip images, chat images and videos, operators' site
 * images. Keys are relative paths made by our own code (`slips/<reference>.png`) from random
 * references, never from a client's name. The local-disk adapter serves one node; the
 * S3-compatible one lets several nodes share the files (ADR 0140). Neither is ever public: files
 * leave only through our own signed links.
 */
export interface FileStorage {
  /** Refuses to go on (an error naming the variable or bucket) when the store cannot be used. */
  check(): Promise<void>;
  put(key: string, data: Buffer): Promise<void>;
  /**
   * Keeps what the stream gives, never holding it whole (a chat video): the file appears only
   * when the stream ends; a stream that fails (a file over its limit) leaves nothing behind and
   * rejects with the stream's own error.
   */
  putStream(key: string, source: Readable): Promise<void>;
  /** The stored file as a stream; undefined when nothing is stored under the key. */
  openRead(key: string): Promise<Readable | undefined>;
  delete(key: string): Promise<void>;
  /** undefined when nothing is stored under the key. */
  get(key: string): Promise<Buffer | undefined>;
}

/**
 * The store itself failed (unreachable, refused, full): the upload answers FILE_STORAGE_FAIL
 * and nothing that depends on the file is recorded.
 */
export class StorageUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StorageUnavailable';
  }
}

/** Keys are ours, but a key that could leave the storage root is refused all the same. */
const SAFE_KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.[a-z0-9]+$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`);
}
