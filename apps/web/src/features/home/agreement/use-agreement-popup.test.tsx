import { STORAGE_KEYS } from '@wallet/contract';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAgreementPopup } from './use-agreement-popup.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useAgreementPopup', () => {
  it('opens 1.5 s after home mounts, not before', () => {
    const { result } = renderHook(() => useAgreementPopup());
    act(() => vi.advanceTimersByTime(1499));
    expect(result.current.open).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.open).toBe(true);
  });

  it('accepting stores the flag, after which it never opens', () => {
    const first = renderHook(() => useAgreementPopup());
    act(() => vi.advanceTimersByTime(1500));
    act(() => first.result.current.accept());
    expect(first.result.current.open).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.rememberAgreement)).toBe('true');
    first.unmount();

    const second = renderHook(() => useAgreementPopup());
    act(() => vi.advanceTimersByTime(5000));
    expect(second.result.current.open).toBe(false);
  });

  it('closing without accepting brings it back on the next visit', () => {
    const first = renderHook(() => useAgreementPopup());
    act(() => vi.advanceTimersByTime(1500));
    act(() => first.result.current.dismiss());
    first.unmount();
    const second = renderHook(() => useAgreementPopup());
    act(() => vi.advanceTimersByTime(1500));
    expect(second.result.current.open).toBe(true);
  });

  it('does not open when home is left before the delay', () => {
    const { result, unmount } = renderHook(() => useAgreementPopup());
    act(() => vi.advanceTimersByTime(1000));
    unmount();
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.open).toBe(false);
  });
});
