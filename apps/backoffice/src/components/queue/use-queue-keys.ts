import { useEffect, useLayoutEffect, useRef } from 'react';

/** The keys of a queue (issue 27), besides each row action's own letter (approve a, reject r). */
export const QUEUE_KEYS = {
  next: ['j', 'ArrowDown'],
  previous: ['k', 'ArrowUp'],
  open: ['o', 'Enter'],
  tick: ['x'],
} as const;

export interface QueueKeyHandlers {
  next(): void;
  previous(): void;
  open(): void;
  tick(): void;
  /** A row action's letter: true when one took it. */
  action(key: string): boolean;
}

/** Typing in a field, or a dialog on top, owns the keyboard: the queue's keys are not taken then. */
function ownedElsewhere(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  if (event.altKey || event.ctrlKey || event.metaKey) return true;
  if (
    target?.closest(
      'input:not([type="checkbox"]), textarea, select, [contenteditable="true"], [role="dialog"], dialog',
    )
  )
    return true;
  // Enter on a focused button or link is that control's own click.
  if (event.key === 'Enter' && target?.closest('button, a')) return true;
  return document.querySelector('[role="dialog"], dialog[open]') !== null;
}

/** The queue's keyboard shortcuts on the whole page while `enabled` (the queue is shown, no dialog open). */
export function useQueueKeys(enabled: boolean, handlers: QueueKeyHandlers): void {
  const current = useRef(handlers);
  // The newest handlers (they close over this render's rows), without re-binding the listener.
  useLayoutEffect(() => {
    current.current = handlers;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (ownedElsewhere(event)) return;
      const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
      const on = current.current;
      const named = (Object.keys(QUEUE_KEYS) as (keyof typeof QUEUE_KEYS)[]).find((name) =>
        (QUEUE_KEYS[name] as readonly string[]).includes(key),
      );
      if (named) on[named]();
      else if (!(key.length === 1 && on.action(key))) return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled]);
}
