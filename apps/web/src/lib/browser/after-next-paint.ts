/**
 * Runs `callback` once the browser has painted what is committed now: the next frame, then a
 * task after it. For work that must not delay a screen's first paint on a phone (issue 11): a
 * request started before that paint shares the link with what the paint waits for.
 * Returns the cancel.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
