import { afterAll, describe, expect, it } from 'vitest';
import { sandboxSlipPng } from '../../../adapters/slip-verifier/sandbox-slip-image.ts';
import { AppError } from '../../../lib/app-error.ts';
import { SlipQrPool } from './slip-qr-pool.ts';
import { zeroPng } from './zero-png.ts';

const pools: SlipQrPool[] = [];
const pool = (workers: number, maxQueue?: number) => {
  const created = new SlipQrPool(workers, maxQueue);
  pools.push(created);
  return created;
};
afterAll(() => Promise.all(pools.map((created) => created.close())));

describe('SlipQrPool', () => {
  it('reads a QR in a worker thread (the worker loads its .ts through tsx under vitest too)', async () => {
    const reading = await pool(1).read('png', sandboxSlipPng('https://example.com/not-a-slip'));
    expect(reading).toEqual({ ok: false, note: 'INVALID_SLIP' });
  });

  it('refuses work past its queue bound with REQUEST_LIMIT instead of holding every image', async () => {
    const small = pool(1, 1);
    const image = zeroPng(2000, 2000, 3, 8);
    const answers = await Promise.allSettled([1, 2, 3].map(() => small.read('png', image)));
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(2);
    const refused = answers.find((answer) => answer.status === 'rejected');
    expect(refused?.reason).toBeInstanceOf(AppError);
    expect((refused?.reason as AppError).code).toBe('REQUEST_LIMIT');
  });
});
