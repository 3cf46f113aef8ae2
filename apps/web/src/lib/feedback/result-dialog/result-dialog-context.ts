import { createContext } from 'react';

export interface ResultDialogApi {
  /** successMsg title over the given text (spec doc 2 section 8). */
  showSuccess: (message: string) => void;
  /** errorMsg title over the given (already translated) error text. */
  showError: (message: string) => void;
}

export const ResultDialogContext = createContext<ResultDialogApi | null>(null);
