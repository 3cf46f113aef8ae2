import { describe, expect, it } from 'vitest';
import { keptRows } from './kept-rows.ts';

type Row = { id: number; stage: string };
const row = (id: number, stage = 'WAITING'): Row => ({ id, stage });

describe('keptRows', () => {
  it('keeps a row decided here in its place, with its outcome, after the page dropped it', () => {
    const decided = new Map([[2, row(2, 'PAID')]]);
    expect(keptRows([1, 2, 3], [row(1), row(3)], decided)).toEqual([row(1), row(2, 'PAID'), row(3)]);
  });

  it('drops a row that left the page without being decided here, and adds new ones at the end', () => {
    expect(keptRows([1, 2], [row(1), row(4)], new Map())).toEqual([row(1), row(4)]);
  });

  it('shows the page copy of a row the page still has', () => {
    const decided = new Map([[1, row(1, 'PAYING')]]);
    expect(keptRows([1], [row(1, 'PAID')], decided)).toEqual([row(1, 'PAID')]);
  });

  it('with nothing shown before (a refresh), is the page', () => {
    expect(keptRows([], [row(5), row(6)], new Map([[1, row(1, 'PAID')]]))).toEqual([row(5), row(6)]);
  });
});
