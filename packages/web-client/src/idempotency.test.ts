import { IDEMPOTENCY_KEY } from '@wallet/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { isOutcomeUnknown, newIdempotencyKey, SubmissionKeys } from './idempotency.ts';

function recorder(outcomes: Array<'ok' | ApiError>) {
  const keys: string[] = [];
  const send = async (key: string) => {
    keys.push(key);
    const outcome = outcomes.shift();
    if (outcome instanceof ApiError) throw outcome;
    return 'done';
  };
  return { keys, send };
}

const network = () => new ApiError('NETWORK', 'network');
const timeout = () => new ApiError('TIMEOUT', 'timeout');
const refused = () => new ApiError('MONEY_NOT_ENOUGH', 'server', 409);

describe('idempotency keys', () => {
  it('makes keys the server accepts, a new one each time', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(IDEMPOTENCY_KEY);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it('reuses the key when the same payload is retried after a network error or a timeout', async () => {
    const submissions = new SubmissionKeys();
    const { keys, send } = recorder([network(), timeout(), 'ok']);
    const payload = { from: 'WALLET', to: 'pg', amount: 10 };
    await expect(submissions.submit(payload, send)).rejects.toThrow();
    await expect(submissions.submit({ ...payload }, send)).rejects.toThrow();
    await submissions.submit(payload, send);
    expect(new Set(keys).size).toBe(1);
  });

  it('uses a new key after a success, after an answered refusal and for a changed payload', async () => {
    const submissions = new SubmissionKeys();
    const { keys, send } = recorder(['ok', refused(), network(), 'ok']);
    await submissions.submit({ amount: 10 }, send);
    await expect(submissions.submit({ amount: 10 }, send)).rejects.toThrow();
    await expect(submissions.submit({ amount: 10 }, send)).rejects.toThrow();
    await submissions.submit({ amount: 20 }, send);
    expect(new Set(keys).size).toBe(4);
  });

  it('treats gateway pages and unreadable answers as unknown outcomes, catalogue codes as answers', () => {
    expect(isOutcomeUnknown(new ApiError('HTTP_502', 'server', 502))).toBe(true);
    expect(isOutcomeUnknown(new ApiError('INVALID_REPLY', 'invalid-reply', 200))).toBe(true);
    expect(isOutcomeUnknown(refused())).toBe(false);
    expect(isOutcomeUnknown(new Error('x'))).toBe(false);
  });
});
