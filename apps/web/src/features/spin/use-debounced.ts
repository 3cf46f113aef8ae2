import { useEffect, useRef } from 'react';

/**
 * Calls fn `ms` after the last call (the claim confirm's 500 ms, spec doc 2 section 9): a burst of
 * clicks is one call, with the last click's argument. Cancelled when the component goes away.
 */
export function useDebounced<A>(fn: (arg: A) => void, ms: number): (arg: A) => void {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(fn);
  useEffect(() => {
    latest.current = fn;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  return (arg: A) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(arg), ms);
  };
}
