import { useEffect, type RefObject } from 'react';

/**
 * Scrolls a result into the member's view when it appears or changes (`key`: the result's identity,
 * null or undefined while there is none): a result drawn below the fold of a long modal is a
 * result the member never sees. The nearest scrolling box (the modal's body) scrolls, no more.
 */
export function useBringIntoView(
  ref: RefObject<HTMLElement | null>,
  key: unknown,
  block: ScrollLogicalPosition = 'nearest',
): void {
  useEffect(() => {
    if (key === null || key === undefined) return;
    // jsdom has no scrollIntoView.
    ref.current?.scrollIntoView?.({ block, inline: 'nearest' });
  }, [ref, key, block]);
}
