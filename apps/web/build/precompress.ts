import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { gzipAsync as zopfliGzip } from '@gfx/zopfli';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);

/** Text files worth compressing; fonts (woff2), images and videos are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/** Writes `file.br` and `file.gz` beside a file, each only when it is smaller than the file. */
export async function compressFile(file: string): Promise<void> {
  const source = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    // Zopfli writes ordinary gzip 3-4 % smaller than zlib's level 9 (measured on this build:
    // 229.1 -> 221.4 kB), for a few seconds of build. Chrome takes gzip, not brotli, over plain
    // http, which is what Lighthouse measures here.
    zopfliGzip(source, { numiterations: 15 }),
  ]);
  if (br.length < source.length) await writeFile(`${file}.br`, br);
  if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
}

/** Compresses every text file of a built folder once (the slow, best settings: it is build time). */
export async function precompressDir(dir: string): Promise<number> {
  let count = 0;
  for await (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
    await compressFile(file);
    count += 1;
  }
  return count;
}

/**
 * Brotli (quality 11) and gzip (zopfli) copies of the build, made once at build time so the
 * server sends them as they are (apps/server/src/plugins/web.ts) instead of compressing each
 * answer. Runs last, after the service worker is written.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'wallet:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const count = await precompressDir(outDir);
        this.info(`precompressed ${count} files (br, gz)`);
      },
    },
  };
}
