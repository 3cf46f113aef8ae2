import { STORAGE_KEYS } from '@wallet/contract';
import { formatDateTime } from '../format/date-time.ts';

/** The last balance time as shown (DD/MM/YYYY HH:mm:ss), kept in storage as the spec asks. */
export function storeLastSync(updatedAt: string): void {
  localStorage.setItem(STORAGE_KEYS.lastSync, formatDateTime(updatedAt));
}
