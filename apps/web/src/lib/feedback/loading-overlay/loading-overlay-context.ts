import { createContext } from 'react';

export interface LoadingOverlayApi {
  /** Shows the overlay while `work` runs (after the spec's delay) and returns it unchanged. */
  track: <T>(work: Promise<T>) => Promise<T>;
}

export const LoadingOverlayContext = createContext<LoadingOverlayApi | null>(null);
