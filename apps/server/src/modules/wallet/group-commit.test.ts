import { describe, expect, it } from 'vitest';
import { GroupCommit } from './group-commit.ts';

/** A write whose statements the test finishes by hand, recording each batch it was given. */
function manualWrite() {
  const batches: number[][] = [];
  const pending: (() => void)[] = [];
  const write = (items: number[]) =>
    new Promise<string[]>((resolve, reject) => {
      batches.push(items);
      pending.push(() =>
        items.includes(13) && items.length > 1
          ? reject(new Error('13 fails its statement'))
          : items.includes(13)
            ? reject(new Error('13 refused'))
            : resolve(items.map((item) => `done ${item}`)),
      );
    });
  const finishAll = async () => {
    while (pending.length > 0) {
      pending.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { batches, write, finishAll };
}

describe('group commit', () => {
  it('a lone item is written at once; items arriving meanwhile go together in the next statement', async () => {
    const { batches, write, finishAll } = manualWrite();
    const group = new GroupCommit<number, string>(write, (item) => item, 1);
    const first = group.submit(1);
    expect(batches).toEqual([[1]]);
    const later = [2, 3, 4].map((item) => group.submit(item));
    expect(batches).toEqual([[1]]);
    await finishAll();
    expect(batches).toEqual([[1], [2, 3, 4]]);
    expect(await first).toBe('done 1');
    expect(await Promise.all(later)).toEqual(['done 2', 'done 3', 'done 4']);
  });

  it('two items with the same key never share a statement', async () => {
    const { batches, write, finishAll } = manualWrite();
    const group = new GroupCommit<number, string>(write, (item) => item % 10, 1);
    const all = [1, 2, 11, 3, 21].map((item) => group.submit(item));
    await finishAll();
    expect(batches).toEqual([[1], [2, 11, 3], [21]]);
    expect(await Promise.all(all)).toEqual(['done 1', 'done 2', 'done 11', 'done 3', 'done 21']);
  });

  it('statements in flight are bounded, and a batch stays within its size', async () => {
    const { batches, write, finishAll } = manualWrite();
    const group = new GroupCommit<number, string>(write, (item) => item, 2, 2);
    const all = [1, 2, 3, 4, 5, 6].map((item) => group.submit(item));
    expect(batches).toEqual([[1], [2]]);
    await finishAll();
    expect(batches).toEqual([[1], [2], [3, 4], [5, 6]]);
    await Promise.all(all);
  });

  it('a statement that fails is written again one item at a time: only the item at fault fails', async () => {
    const { batches, write, finishAll } = manualWrite();
    const group = new GroupCommit<number, string>(write, (item) => item, 1);
    const first = group.submit(1);
    const rest = [12, 13, 14].map((item) => group.submit(item).catch((error: Error) => error.message));
    await finishAll();
    expect(await first).toBe('done 1');
    expect(await Promise.all(rest)).toEqual(['done 12', '13 refused', 'done 14']);
    expect(batches).toEqual([[1], [12, 13, 14], [12], [13], [14]]);
  });
});
