import { createWriteStream } from 'node:fs';
import { access, constants, mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { assertSafeKey, StorageUnavailable, type FileStorage } from './port.ts';

/** The disk's own failures (full, read-only, not ours): the store is unavailable, not the file bad. */
const DISK_FAILURES = new Set(['EACCES', 'EPERM', 'ENOSPC', 'EROFS', 'EIO', 'EDQUOT', 'ENOTDIR']);

function diskFailure(error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException).code;
  return code && DISK_FAILURES.has(code)
    ? new StorageUnavailable(`UPLOAD_DIR: ${code}`, { cause: error })
    : error;
}

/** Files under one folder of this machine (config.UPLOAD_DIR). */
export class LocalDiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  async check(): Promise<void> {
    try {
      await mkdir(this.root, { recursive: true });
      await access(this.root, constants.W_OK | constants.R_OK);
    } catch (error) {
      throw new Error(`UPLOAD_DIR ${this.root} cannot be written: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }

  async put(key: string, data: Buffer): Promise<void> {
    assertSafeKey(key);
    const target = path.join(this.root, key);
    await mkdir(path.dirname(target), { recursive: true }).catch((error: unknown) => {
      throw diskFailure(error);
    });
    // Written aside then renamed, so a reader never sees half a file.
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, data);
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw diskFailure(error);
    }
  }

  async get(key: string): Promise<Buffer | undefined> {
    assertSafeKey(key);
    try {
      return await readFile(path.join(this.root, key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async putStream(key: string, source: Readable): Promise<void> {
    assertSafeKey(key);
    const target = path.join(this.root, key);
    await mkdir(path.dirname(target), { recursive: true }).catch((error: unknown) => {
      throw diskFailure(error);
    });
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await pipeline(source, createWriteStream(temporary));
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw diskFailure(error);
    }
  }

  async openRead(key: string): Promise<Readable | undefined> {
    assertSafeKey(key);
    const file = path.join(this.root, key);
    // Opened first, so a missing file is undefined here rather than an error mid-answer.
    const handle = await open(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    return handle?.createReadStream();
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await rm(path.join(this.root, key), { force: true });
  }
}
