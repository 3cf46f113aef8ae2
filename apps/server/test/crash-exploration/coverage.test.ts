import { describe, expect, it } from 'vitest';
import { MONEY_PATHS } from '../../src/lib/crash-point.ts';
import { DRIVERS } from '../explore/explore.ts';
import { EXPLORATION_GROUPS } from './groups.ts';

describe('the crash exploration covers the registry', () => {
  it('every money path of the registry has a driver the exploration runs', () => {
    expect(MONEY_PATHS.filter((path) => !DRIVERS[path])).toEqual([]);
  });

  it('every money path is explored by exactly one group', () => {
    const grouped: string[] = Object.values(EXPLORATION_GROUPS).flat();
    expect([...grouped].sort()).toEqual([...MONEY_PATHS].sort());
  });
});
