import { useEffect, useRef, type RefObject } from 'react';

/**
 * A ref that always holds the latest value, for a listener registered once (a dialog's Escape
 * key) that must call the newest callback without re-registering on every render.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}
