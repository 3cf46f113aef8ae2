import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey } from './port.ts';
import type { S3Storage } from './s3.ts';

/** The folders the site keeps files in (slips, chat media, site images); nothing else is ours. */
export const KEPT_FOLDERS = ['slips', 'chat', 'site-images'] as const;

export interface CopyReport {
  copied: string[];
  /** Already in the bucket with the same size and sha256: a second run copies nothing. */
  present: string[];
  failed: { key: string; why: string }[];
}

const sha256Of = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Every key under UPLOAD_DIR's kept folders; a half-written `.tmp` (not a valid key) is left out. */
async function keysUnder(root: string): Promise<string[]> {
  const keys: string[] = [];
  for (const folder of KEPT_FOLDERS) {
    const entries = await readdir(path.join(root, folder), { recursive: true, withFileTypes: true }).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      },
    );
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const key = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      try {
        assertSafeKey(key);
        keys.push(key);
      } catch {
        // A file our code never names (a leftover .tmp): not a kept file.
      }
    }
  }
  return keys.sort();
}

/** Whether the bucket holds exactly these bytes under the key (its size, then its sha256). */
async function holds(s3: S3Storage, key: string, bytes: number, sha256: string): Promise<boolean> {
  const stored = await s3.stat(key);
  if (!stored || stored.bytes !== bytes) return false;
  if (stored.sha256 === sha256) return true;
  // Put by the app itself (a stream has no recorded hash): read back and hashed.
  const data = await s3.get(key);
  return data !== undefined && sha256Of(data) === sha256;
}

/**
 * `npm run storage:migrate` (ADR 0141): copies every kept file from the disk store to the bucket
 * under the same key, so every link and database row still names it. Each file is checked by size
 * and sha256 before (already there: skipped) and after (read back: verified), one at a time, so a
 * run stopped anywhere resumes where it was and a second run copies nothing. Disk files are never
 * deleted: the folder stays the fallback until the operator removes it.
 */
export async function copyDiskToS3(
  root: string,
  s3: S3Storage,
  progress: (line: string) => void = () => {},
): Promise<CopyReport> {
  const report: CopyReport = { copied: [], present: [], failed: [] };
  for (const key of await keysUnder(root)) {
    const file = path.join(root, key);
    try {
      const data = await readFile(file);
      const sha256 = sha256Of(data);
      if (await holds(s3, key, data.length, sha256)) {
        report.present.push(key);
        continue;
      }
      await s3.put(key, data);
      if (!(await holds(s3, key, data.length, sha256)))
        throw new Error('read back differs from the disk file');
      // The disk file unchanged while it was copied (a file is never rewritten, but a disk may lie).
      if ((await sha256OfFile(file)) !== sha256) throw new Error('the disk file changed while copied');
      report.copied.push(key);
      progress(`copied ${key} (${data.length} bytes, sha256 ${sha256})`);
    } catch (error) {
      report.failed.push({ key, why: (error as Error).message });
      progress(`FAILED ${key}: ${(error as Error).message}`);
    }
  }
  return report;
}
