import { useContext } from 'react';
import { LoadingOverlayContext, type LoadingOverlayApi } from './loading-overlay-context.ts';

export function useLoadingOverlay(): LoadingOverlayApi {
  const api = useContext(LoadingOverlayContext);
  if (!api) throw new Error('useLoadingOverlay needs a <LoadingOverlayProvider> above it');
  return api;
}
