import type { TransferReply } from '@wallet/contract';
import type { MessageKey } from '@wallet/i18n';

/** PENDING means the provider has not confirmed yet; the money is held, not lost. */
export function transferResultKey(reply: TransferReply): MessageKey {
  return reply.status === 'PENDING' ? 'transfer.pendingMsg' : 'transfer.transferMsg';
}
