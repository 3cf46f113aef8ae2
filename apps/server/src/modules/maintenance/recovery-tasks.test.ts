import { describe, expect, it } from 'vitest';
import { RecoveryTasks } from './recovery-tasks.ts';

describe('RecoveryTasks', () => {
  it('runs every task, reports what each resolved, and goes on past a failing one', async () => {
    const tasks = new RecoveryTasks();
    const failures: string[] = [];
    tasks.add('broken', async () => {
      throw new Error('down');
    });
    tasks.add('vouchers', async () => 2);
    tasks.add('idle', async () => 0);
    expect(await tasks.runAll((name) => failures.push(name))).toEqual({ vouchers: 2 });
    expect(failures).toEqual(['broken']);
  });
});
