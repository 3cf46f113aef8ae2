import { describe, expect, it } from 'vitest';
import { pageCount, pageRange } from './page-range.ts';

describe('pageRange', () => {
  it('offers 3 pages before the current one and 1 after, within the pages there are', () => {
    expect(pageRange(1, 20)).toEqual([1, 2]);
    expect(pageRange(3, 20)).toEqual([1, 2, 3, 4]);
    expect(pageRange(10, 20)).toEqual([7, 8, 9, 10, 11]);
    expect(pageRange(20, 20)).toEqual([17, 18, 19, 20]);
    expect(pageRange(1, 1)).toEqual([1]);
  });
});

describe('pageCount', () => {
  it('fills pages of 10 and keeps one page for an empty list', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});
