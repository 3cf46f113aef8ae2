import { afterNextPaint } from './after-next-paint.ts';

/** How long to wait for the browser's word when it gives none (no larger paint came). */
const UNREPORTED_MS = 1000;

/**
 * Runs `callback` once the browser reports the content committed now as on screen: the next
 * largest-contentful-paint entry (inside `within`, when given), which the browser delivers once
 * that frame was presented. A
 * frame callback (afterNextPaint) can run before the frame reaches the screen; work started there
 * raced the paint it was meant to follow (issue 11: home's socket and modal code, measured landing
 * before the balance in some runs). Where the browser has no such entry, this is afterNextPaint;
 * where the content is not a new largest paint (or the member already tapped, which ends the
 * entries), it runs after UNREPORTED_MS. Returns the cancel.
 */
export function afterContentShown(callback: () => void, within?: Element | null): () => void {
  const observable =
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint');
  if (!observable) {
    return afterNextPaint(callback);
  }
  const since = performance.now();
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    callback();
  };
  // A paint of something else (the shell's, presented just after the content was committed) is
  // not the content's: with `within`, only a largest paint inside it counts.
  const ofContent = (entry: PerformanceEntry) => {
    const element = (entry as PerformanceEntry & { element?: Element | null }).element;
    return entry.startTime >= since && (!within || (element != null && within.contains(element)));
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntries().some(ofContent)) finish();
  });
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  const timer = setTimeout(finish, UNREPORTED_MS);
  return () => {
    done = true;
    observer.disconnect();
    clearTimeout(timer);
  };
}
