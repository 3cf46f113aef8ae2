import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type RefObject,
} from 'react';
import { afterContentShown } from './after-content-shown.ts';
import { afterNextPaint } from './after-next-paint.ts';

/**
 * What can wait until a screen's main content is on screen (issue 11): on a phone's link every
 * request made before that paint shares the bandwidth the paint waits for. The member layout owns
 * one gate; a screen with main content (home: its balance) holds it from its first render and
 * releases it once that content is painted; without such a screen it opens one painted frame after
 * the layout mounts. Open once, open for good.
 */
export interface FirstPaintGate {
  hold(): void;
  release(): void;
  isHeld(): boolean;
  isOpen(): boolean;
  subscribe(listener: () => void): () => void;
}

export function createFirstPaintGate(): FirstPaintGate {
  let held = false;
  let open = false;
  const listeners = new Set<() => void>();
  return {
    hold: () => {
      held = true;
    },
    release: () => {
      if (open) return;
      open = true;
      for (const listener of [...listeners]) listener();
    },
    isHeld: () => held,
    isOpen: () => open,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const FirstPaintGateContext = createContext<FirstPaintGate | null>(null);

const noSubscription = () => () => undefined;

/**
 * For a screen's main content: true once `shown` (the content is rendered) is on screen, as the
 * browser reports it (afterContentShown; `content` is the screen's element, so that a paint of
 * the shell does not count). The layout's gate is held from this screen's first render, before
 * the layout's effects look at it (children render first), and released with that paint or when
 * the screen goes away first.
 */
export function usePaintedAfter(shown: boolean, content?: RefObject<Element | null>): boolean {
  const gate = useContext(FirstPaintGateContext);
  useState(() => gate?.hold());
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!shown || painted) return;
    return afterContentShown(() => {
      // What waits for this paint (home: two dozen game cards, the spin badge) renders in this
      // observer's task, after the balance's paint and apart from its render. Marked a transition
      // for React's sake; Preact (ADR 0215) renders it at once, so what keeps that task short is
      // what it renders: the page's cards are memo'd and redraw only for their own props.
      startTransition(() => setPainted(true));
      gate?.release();
    }, content?.current);
  }, [shown, painted, gate, content]);
  useEffect(() => () => gate?.release(), [gate]);
  return painted;
}

/** For the layout's own work (the realtime socket): true once the gate opened. */
export function useFirstPaintGate(): boolean {
  const gate = useContext(FirstPaintGateContext);
  const open = useSyncExternalStore(gate?.subscribe ?? noSubscription, () => gate?.isOpen() ?? true);
  useEffect(() => {
    if (gate && !gate.isHeld()) return afterNextPaint(gate.release);
  }, [gate]);
  return open;
}
