import { useContext } from 'react';
import { ResultDialogContext, type ResultDialogApi } from './result-dialog-context.ts';

export function useResultDialog(): ResultDialogApi {
  const api = useContext(ResultDialogContext);
  if (!api) throw new Error('useResultDialog needs a <ResultDialogProvider> above it');
  return api;
}
