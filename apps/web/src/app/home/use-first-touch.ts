import { useCallback, useRef } from 'react';

/**
 * Handlers for an element around what a tap can open: `warm` runs once, on the first pointer down
 * or focus inside it (a finger lands about 100 ms before its click; a keyboard reaches a button by
 * focus), so code that only a tap needs starts loading then instead of with the page (issue 44:
 * home's visit). Capture phase, so a child that stops the event does not hide it.
 */
export function useFirstTouch(warm: () => void) {
  const warmed = useRef(false);
  const onFirstTouch = useCallback(() => {
    if (warmed.current) return;
    warmed.current = true;
    warm();
  }, [warm]);
  return { onPointerDownCapture: onFirstTouch, onFocusCapture: onFirstTouch };
}
