import { describe, expect, it } from 'vitest';
import { HashSlots } from './hash-slots.ts';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

describe('HashSlots', () => {
  it('runs at most its size at once, the rest in the order they came', async () => {
    const slots = new HashSlots(2);
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const works = gates.map((gate, i) =>
      slots.use(async () => {
        started.push(i);
        await gate.promise;
        return i;
      }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1]);
    expect(slots.busy).toBe(2);
    gates[1]!.resolve();
    await works[1];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    expect(slots.busy).toBe(2);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(works)).toEqual([0, 1, 2, 3]);
    expect(slots.busy).toBe(0);
  });

  it('gives the slot back when the work fails', async () => {
    const slots = new HashSlots(1);
    await expect(slots.use(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(slots.busy).toBe(0);
    expect(await slots.use(async () => 'ran')).toBe('ran');
  });
});
