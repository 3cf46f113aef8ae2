import { useState } from 'react';
import { SubmissionKeys } from './idempotency.ts';

/** One SubmissionKeys per mounted form: closing the form forgets a pending retry key. */
export function useSubmissionKeys(): SubmissionKeys {
  const [keys] = useState(() => new SubmissionKeys());
  return keys;
}
