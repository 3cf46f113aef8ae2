import type { BalanceEvents } from './events.ts';
import type { Ledger } from './ledger.ts';
import { depositMovement, type ArrivedDeposit } from './deposit-movement.ts';
import type { Movement } from './movements.ts';

/**
 * Credits money that arrived from outside (a confirmed deposit) to the member's wallet,
 * exactly once per opKey: the deposit channels' natural keys (QR id, slip transRef,
 * voucher hash) go here, so a replayed confirmation credits nothing.
 */
export async function creditDeposit(
  ledger: Ledger,
  events: BalanceEvents | undefined,
  deposit: ArrivedDeposit,
): Promise<{ movement: Movement; credited: boolean }> {
  const wallet = await ledger.memberAccount(deposit.memberId, 'wallet');
  const house = await ledger.houseAccountFor('deposits', deposit.memberId);
  const opened = await ledger.open(depositMovement(deposit), 'SUCCESS', 'deposit', [
    { account: house, amount: -deposit.amount },
    { account: wallet, amount: deposit.amount },
  ]);
  const movement = opened?.movement;
  if (!movement) return { movement: (await ledger.movementByOpKey(deposit.opKey))!, credited: false };
  events?.changed(deposit.memberId);
  return { movement, credited: true };
}
