/**
 * Runs `callback` once the browser has shown what is committed now. A frame callback runs before
 * that frame is drawn, and the frame reaches the screen a little later still: the callback waits
 * for the frame after it, then for a task. For work that must not delay a screen's first paint on
 * a phone (issue 11): a request started before that paint shares the link with what it waits for.
 * Returns the cancel.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      timer = setTimeout(callback, 0);
    });
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
