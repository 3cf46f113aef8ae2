import { act } from '@testing-library/react';

/**
 * Waits until the effects of what is on screen have run. Preact (ADR 0215) runs a render's effects
 * after the next frame, or 35 ms after it at the latest, where React ran them at the end of `act`;
 * a browser has run them before anything else can happen (a push, a click).
 */
export async function afterEffects(): Promise<void> {
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}
