import type { Readable } from 'node:stream';

/**
 * Where uploaded files (slip images) are kept. Keys are relative paths made by our own code
 * (`slips/<reference>.png`); the local-disk adapter serves one node, an S3-compatible one
 * (later) lets several nodes share the files.
 */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /**
   * Keeps what the stream gives, never holding it whole (a chat video): the file appears only
   * when the stream ends; a stream that fails (a file over its limit) leaves nothing behind.
   */
  putStream(key: string, source: Readable): Promise<void>;
  /** The stored file as a stream; undefined when nothing is stored under the key. */
  openRead(key: string): Promise<Readable | undefined>;
  delete(key: string): Promise<void>;
  /** undefined when nothing is stored under the key. */
  get(key: string): Promise<Buffer | undefined>;
}

/** Keys are ours, but a key that could leave the storage root is refused all the same. */
const SAFE_KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.[a-z0-9]+$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`);
}
