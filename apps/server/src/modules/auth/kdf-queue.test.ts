import { describe, expect, it } from 'vitest';
import { KdfQueue } from './kdf-queue.ts';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

describe('KdfQueue', () => {
  it('answers REQUEST_LIMIT at once past its size, and takes requests again once places are free', async () => {
    const queue = new KdfQueue(2);
    const gate = deferred();
    const running = [queue.run(() => gate.promise), queue.run(() => gate.promise)];
    await expect(queue.run(async () => 'ran')).rejects.toMatchObject({ code: 'REQUEST_LIMIT' });
    expect(queue.size).toBe(2);
    gate.resolve();
    await Promise.all(running);
    expect(queue.size).toBe(0);
    expect(await queue.run(async () => 'ran')).toBe('ran');
  });

  it('gives the place back when the work fails', async () => {
    const queue = new KdfQueue(1);
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(queue.size).toBe(0);
    expect(await queue.verify('x', 'not-a-hash')).toBe(false);
  });
});
