import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterContentShown } from './after-content-shown.ts';

type Entry = { startTime: number; element?: Element | null };
type Listener = (list: { getEntries(): Entry[] }) => void;

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
  return (startTime: number, element?: Element) => {
    for (const observer of observers.filter((candidate) => !candidate.disconnected))
      observer.listener({ getEntries: () => [{ startTime, element }] });
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

  it("with a screen's element, a later paint of something else (the shell) does not count", () => {
    vi.useFakeTimers();
    const report = reportingBrowser();
    const screen = document.createElement('main');
    const balance = document.createElement('p');
    screen.append(balance);
    const shell = document.createElement('header');
    const callback = vi.fn();
    const now = performance.now();
    afterContentShown(callback, screen);
    report(now + 10, shell);
    expect(callback).not.toHaveBeenCalled();
    report(now + 60, balance);
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
