/** Spec doc 2 section 4: SUCCESS is green, FAILED red, anything else is still in progress (yellow). */
export type StatusTone = 'success' | 'failed' | 'pending';

export function statusToneOf(status: string): StatusTone {
  if (status === 'SUCCESS') return 'success';
  if (status === 'FAILED') return 'failed';
  return 'pending';
}
