import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi, gamesApi, homeApi, pathOf, sandboxApi, withdrawApi } from '@wallet/contract';
import { isAlive, postmasterPidOf } from '../src/db/data-folder-holder.ts';
import { demoMember } from '../src/demo-data.ts';

import { embeddedServerEnv, http, startServer, type ServerProcess } from './server-process.ts';
import { BOOT_MS, SETTLE_MS } from './budgets.ts';

/*
 * Issue 29: a payout rail that never answers must hold neither a request, nor the recovery of
 * game transfers, nor the shutdown. The real server, its own embedded database (loopback only),
 * the sandbox rail told to hang through the sandbox API.
 */

const PAYOUT_TIMEOUT_MS = 500;
const SHUTDOWN_TIMEOUT_MS = 5000;
let dataDir: string;
let server: ServerProcess | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'wallet-deadlines-'));
});

afterAll(async () => {
  await server?.kill();
  const pid = await postmasterPidOf(path.join(dataDir, 'pg'));
  if (pid && (await isAlive(pid))) process.kill(pid, 'SIGQUIT');
  await rm(dataDir, { recursive: true, force: true });
}, 30_000);

async function until<T>(what: string, ms: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('a payout rail that never answers', () => {
  it(
    'a withdrawal answers PENDING at the deadline, transfers still recover, the shutdown ends in time',
    async () => {
      server = await startServer(
        embeddedServerEnv(
          dataDir,
          {
            PAYOUT_TIMEOUT_MS: String(PAYOUT_TIMEOUT_MS),
            GAME_TIMEOUT_MS: '500',
            RECOVERY_INTERVAL_MS: '300',
            RECOVERY_AGE_MS: '0',
            RECOVERY_TASK_TIMEOUT_MS: '3000',
            SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
          },
          { inherit: true },
        ),
      );
      const { url } = server;
      // Withdrawals go to the rail at once (ADR 0106: an operator's setting, the sandbox flips it).
      const approval = { mode: 'auto', secondApproverAboveBaht: 1_000_000 };
      expect((await http.put(url, sandboxApi.settings.path, { withdrawApproval: approval })).status).toBe(
        200,
      );
      const login = await http.post(url, authApi.login.path, {
        username: demoMember.username,
        password: demoMember.password,
        isRemember: false,
      });
      const { token } = login.json() as { token: string };
      expect((await http.get(url, pathOf(gamesApi.activate, { slotCode: 'pg' }), token)).status).toBe(200);
      const fault = async (body: object) =>
        expect((await http.post(url, sandboxApi.faults.path, body)).status).toBe(200);

      // Every rail call (submit and status) hangs from now on.
      await fault({ target: 'payout', mode: 'hang' });
      const withdrawalKey = randomUUID();
      const asked = Date.now();
      const withdrawal = await http.post(url, withdrawApi.withdraw.path, { amount: 100 }, token, {
        'idempotency-key': withdrawalKey,
      });
      expect(Date.now() - asked).toBeLessThan(PAYOUT_TIMEOUT_MS + 2500);
      expect(withdrawal.status).toBe(200);
      expect(withdrawal.json()).toMatchObject({ status: 'PENDING', wallet: { amount: 4900 } });

      // A transfer whose provider answer is unknown, left to recovery while the rail hangs.
      await fault({ target: 'games', op: 'deposit', mode: 'timeout', times: 1 });
      await fault({ target: 'games', op: 'status', mode: 'timeout', times: 1 });
      const transferKey = randomUUID();
      const body = { from: 'WALLET', to: 'pg', amount: 300 };
      const transfer = await http.post(url, gamesApi.transfer.path, body, token, {
        'idempotency-key': transferKey,
      });
      expect(transfer.status).toBe(202);
      // Recovery settles it (the provider never got it: the money comes back), round after round
      // beside a withdrawal task that waits on the rail; the replay shows the outcome (ADR 0065).
      const settled = await until('recovery to settle the transfer', SETTLE_MS, async () => {
        const replay = await http.post(url, gamesApi.transfer.path, body, token, {
          'idempotency-key': transferKey,
        });
        return replay.status === 202 ? undefined : replay;
      });
      expect(settled.status).toBe(502);
      expect(settled.json()).toEqual({ message: 'TRANSFER_FAIL' });
      const wallet = (await http.get(url, homeApi.wallet.path, token)).json() as {
        wallet: { amount: number };
      };
      expect(wallet.wallet.amount).toBe(4900);
      // The withdrawal is still the rail's: pending, its money held.
      const again = await http.post(url, withdrawApi.withdraw.path, { amount: 100 }, token, {
        'idempotency-key': withdrawalKey,
      });
      expect(again.json()).toMatchObject({ status: 'PENDING' });

      const stopping = Date.now();
      const exited = new Promise<number | null>((resolve) =>
        server!.child.once('exit', (code) => resolve(code)),
      );
      server.child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(Date.now() - stopping).toBeLessThan(SHUTDOWN_TIMEOUT_MS + 3000);
      expect(server.output()).not.toContain('shutdown deadline passed');
    },
    BOOT_MS + 3 * SETTLE_MS,
  );
});
