import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterContentShown } from './after-content-shown.ts';

type Listener = (list: { getEntries(): { startTime: number }[] }) => void;

/** A browser that reports largest-contentful-paint entries, delivered by the test. */
function reportingBrowser() {
  const observers: { listener: Listener; disconnected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['largest-contentful-paint'];
    private readonly entry: { listener: Listener; disconnected: boolean };
    constructor(listener: Listener) {
      this.entry = { listener, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return (startTime: number) => {
    for (const observer of observers.filter((candidate) => !candidate.disconnected))
      observer.listener({ getEntries: () => [{ startTime }] });
  };
}

afterEach(() => vi.useRealTimers());

describe('afterContentShown (start once the browser says the content is on screen)', () => {
  it('waits for a largest paint reported after the call, not an earlier (buffered) one', () => {
    vi.useFakeTimers();
    const report = reportingBrowser();
    const callback = vi.fn();
    const now = performance.now();
    afterContentShown(callback);
    report(now - 50);
    expect(callback).not.toHaveBeenCalled();
    report(now + 30);
    expect(callback).toHaveBeenCalledTimes(1);
    report(now + 60);
    vi.advanceTimersByTime(5_000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs after a second when no larger paint is reported, and never once cancelled', () => {
    vi.useFakeTimers();
    reportingBrowser();
    const shown = vi.fn();
    afterContentShown(shown);
    vi.advanceTimersByTime(999);
    expect(shown).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(shown).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    const cancel = afterContentShown(cancelled);
    cancel();
    vi.advanceTimersByTime(5_000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
