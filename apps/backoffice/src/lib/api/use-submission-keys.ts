import { useState } from 'react';
import { SubmissionKeys } from './idempotency.ts';

/** The keys of one form or dialog, kept for as long as it is mounted. */
export function useSubmissionKeys(): SubmissionKeys {
  const [keys] = useState(() => new SubmissionKeys());
  return keys;
}
