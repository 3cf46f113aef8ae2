import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { STORAGE_KEYS } from '@wallet/contract';
import { CHROMIUM_ARGS, resolveChromium } from './chromium.ts';

export const OUTPUT_DIR = path.join(import.meta.dirname, '../output/lighthouse');

/** What a run records: the scores (0–100) and the Core Web Vitals Lighthouse measures (ms). */
export interface LighthouseSummary {
  page: string;
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  totalBytes: number;
}

interface Options {
  /** A member's token put in localStorage before the run, for member pages. */
  token?: string;
}

/**
 * Lighthouse's default (mobile) config: a Moto G-class phone on simulated slow 4G with 4x CPU
 * slowdown. Each run gets its own Chromium and empty profile, so no run is warmed by another
 * (HTTP cache, service worker).
 */
export async function runLighthouse(url: string, { token }: Options = {}): Promise<LighthouseSummary> {
  const chrome = await launch({
    chromePath: await resolveChromium(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    if (token) {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      // A static file of the same origin: /login itself would clear the session it is given.
      await page.goto(new URL('/favicon.svg', url).href);
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
        STORAGE_KEYS.token,
        token,
      ] as const);
      await page.close();
      await browser.disconnect();
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // Keep the token set above; the profile is new, so there is no cache to reset.
      disableStorageReset: token !== undefined,
    });
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    const { lhr } = result;
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const summary: LighthouseSummary = {
      page: new URL(url).pathname,
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      fcpMs: Math.round(numeric('first-contentful-paint')),
      lcpMs: Math.round(numeric('largest-contentful-paint')),
      tbtMs: Math.round(numeric('total-blocking-time')),
      cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
      speedIndexMs: Math.round(numeric('speed-index')),
      totalBytes: Math.round(numeric('total-byte-weight')),
    };
    await mkdir(OUTPUT_DIR, { recursive: true });
    const name = summary.page.replaceAll('/', '_').replace(/^_/, '');
    await writeFile(path.join(OUTPUT_DIR, `${name}.report.json`), JSON.stringify(lhr));
    await writeFile(path.join(OUTPUT_DIR, `${name}.summary.json`), `${JSON.stringify(summary, null, 2)}\n`);
    return summary;
  } finally {
    chrome.kill();
  }
}
