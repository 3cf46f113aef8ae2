/** The events that can be the member scrolling the list. */
export const OWN_SCROLL_EVENTS = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const;
/** Keys that scroll a list; Enter or Space on a message's button does not. */
const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End']);

/**
 * Whether an event is the member scrolling: a wheel or a touch move anywhere in the list, a
 * scrolling key, or a press on the scroll bar (the scroller itself, not a button in a message:
 * pressing a quick reply must not stop the list following the answer it brings).
 */
export function isOwnScroll(event: Event, scroller: HTMLElement): boolean {
  if (event instanceof KeyboardEvent) return SCROLL_KEYS.has(event.key);
  if (event.type === 'pointerdown') return event.target === scroller;
  return true;
}
