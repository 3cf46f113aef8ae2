import { describe, expect, it } from 'vitest';
import * as contract from '@wallet/contract';
import { createTestApp } from '../../../test/harness.ts';
import { useTestApp } from '../../../test/fixture.ts';
import { call } from '../../../test/call.ts';
import { uniquePhone } from '../../../test/members.ts';
import { connectRedisState } from '../../adapters/redis/index.ts';
import { checkReadiness } from './readiness.ts';

const METRICS_TOKEN = 'metrics-token-0123456789';
const t = useTestApp({ METRICS_TOKEN });

const scrape = async (token = METRICS_TOKEN) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });

/** The value of one sample line of the exposition, 0 when absent. */
function sample(text: string, name: string, labels: string): number {
  const line = text.split('\n').find((each) => each.startsWith(`${name}{${labels}}`));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

describe('/healthz and /readyz', () => {
  it('/healthz answers 200 while the process runs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('/readyz answers 200 when the database answers and has every migration', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ready', checks: { database: 'ok', migrations: 'ok' } });
    expect(Object.keys((response.json() as { checks: object }).checks)).toEqual(['database', 'migrations']);
  });

  it("/readyz carries the bank feed's health as a detail: silent sources do not make the node unready", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    const { details } = response.json() as { details: { bankFeed: contract.BankFeedHealth } };
    expect(details.bankFeed.silentAfterMinutes).toBe(30);
    expect(details.bankFeed.sources.length).toBeGreaterThan(0);
    expect(details.bankFeed.errors).toEqual({ unparsed: 0, noAccount: 0 });
  });

  it('both keep answering while an operator has closed the site', async () => {
    await call(t.app, contract.sandboxApi.settings, { body: { siteActive: false } });
    try {
      expect((await call(t.app, contract.lookupApi.active)).statusCode).toBe(410);
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    } finally {
      await call(t.app, contract.sandboxApi.settings, { body: { siteActive: true } });
    }
  });

  it('/readyz answers 503 naming the migrations when the newest one is not applied', async () => {
    const behind = await createTestApp();
    try {
      await behind.database.pool.query(
        `DELETE FROM drizzle.__drizzle_migrations
         WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations)`,
      );
      const response = await behind.app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: 'not ready',
        checks: { database: 'ok', migrations: 'failed' },
      });
    } finally {
      await behind.close();
    }
  });

  it('/readyz answers 503 naming the database when it cannot be reached; /healthz stays 200', async () => {
    const cut = await createTestApp();
    try {
      await cut.database.close();
      const response = await cut.app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'not ready',
        checks: { database: 'failed', migrations: 'failed' },
        details: { bankFeed: null },
      });
      expect((await cut.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await cut.close();
    }
  });
});

describe('readiness with Redis configured', () => {
  it('names a failed Redis check and is not ready; the database checks still answer', async () => {
    const readiness = await checkReadiness(t.database.pool, {
      redis: () => Promise.reject(new Error('ECONNREFUSED')),
    });
    expect(readiness).toEqual({
      ready: false,
      checks: { database: 'ok', migrations: 'ok', redis: 'failed' },
    });
    expect(await checkReadiness(t.database.pool, { redis: async () => 'PONG' })).toEqual({
      ready: true,
      checks: { database: 'ok', migrations: 'ok', redis: 'ok' },
    });
  });

  it('a node whose REDIS_URL does not answer refuses to start, saying so', async () => {
    const start = connectRedisState({
      url: 'redis://127.0.0.1:1',
      prefix: 'unused:',
      db: t.database.db,
      onError: () => {},
      log: { info: () => {}, warn: () => {} },
    });
    await expect(start).rejects.toThrow(
      /Redis at redis:\/\/127\.0\.0\.1:1.* did not answer.*unset it to run one node/,
    );
  });
});

describe('/metrics', () => {
  it('refuses a scrape without the token or with another one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect((await scrape('another-token-0123456789')).statusCode).toBe(401);
  });

  it('counts requests by route pattern, never by the URL', async () => {
    const labels = 'method="GET",route="/api/sandbox/sms/:phone",status="200"';
    const before = sample((await scrape()).body, 'wallet_http_requests_total', labels);
    const url = '/api/sandbox/sms/0812345678';
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(sample(response.body, 'wallet_http_requests_total', labels)).toBe(before + 1);
    expect(response.body).toContain(`wallet_http_request_duration_seconds_count{${labels}}`);
    expect(response.body).not.toContain('0812345678');
  });

  it('shows the pool, the recovery backlog, job runs and the audit verdict', async () => {
    await t.jobs.runRecovery(() => {});
    const text = (await scrape()).body;
    expect(sample(text, 'wallet_db_pool_connections', 'state="total"')).toBeGreaterThan(0);
    expect(text).toMatch(/^wallet_recovery_backlog 0$/m);
    expect(sample(text, 'wallet_job_runs_total', 'job="transfers",outcome="ok"')).toBeGreaterThan(0);
    // The start audit runs when the server starts the jobs; a test app has not.
    expect(text).toMatch(/^wallet_ledger_audit_passed nan$/im);
    expect(text).toMatch(/^wallet_sockets_connected 0$/m);
  });

  it('shows the start audit passed once the jobs have started', async () => {
    const stop = t.jobs.start(3600_000, { info: () => {}, error: () => {} });
    try {
      for (let tries = 0; !/^wallet_ledger_audit_passed 1$/m.test((await scrape()).body); tries++) {
        if (tries > 100) throw new Error('the audit never reported');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      stop();
      await t.jobs.settled();
    }
  });

  it('counts outside calls by system, call and outcome (ADR 0116)', async () => {
    const labels = 'system="sms",call="send",outcome="ok"';
    const before = sample((await scrape()).body, 'wallet_outside_calls_total', labels);
    const sent = await call(t.app, contract.otpApi.send, { body: { phoneNumber: uniquePhone() } });
    expect(sent.json()).toMatchObject({ code: 'OTP_SENT' });
    expect(sample((await scrape()).body, 'wallet_outside_calls_total', labels)).toBe(before + 1);
  });

  it('is not served at all without METRICS_TOKEN', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
