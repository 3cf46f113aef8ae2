import { bankOfInterbankCode } from '../../../adapters/slip-verifier/bank-codes.ts';
import type { BankTransfer } from '../../../adapters/slip-verifier/port.ts';
import type { BankTransfers, SlipClaim } from './bank-transfers.ts';
import { type OurAccount, resolveOurAccount } from './our-accounts.ts';

/** What the slip channel needs of the bank transfers: claim one before crediting, note the credit after. */
export type SlipTransferClaims = Pick<BankTransfers, 'claimForSlip' | 'slipCredited'>;

/**
 * A verified slip's transfer, seen by the bank feed too or not (ADR 0075). The receiving
 * account is resolved as the feed resolves it; a slip whose account cannot be resolved to one
 * of ours credits on its own key as before (the feed cannot resolve it either).
 */
export async function claimSlipTransfer(
  claims: SlipTransferClaims,
  accounts: readonly OurAccount[],
  transfer: BankTransfer,
  memberId: number,
  opKey: string,
): Promise<SlipClaim> {
  const bank = transfer.receiver.bank ? bankOfInterbankCode(transfer.receiver.bank) : undefined;
  const banks = bank ? [bank] : [...new Set(accounts.map((a) => a.bankCode))];
  const fitting = banks
    .map((code) => resolveOurAccount(accounts, code, transfer.receiver.account))
    .filter((a): a is OurAccount => a !== undefined);
  if (fitting.length !== 1) return { kind: 'credit' };
  const sender = transfer.sender;
  return claims.claimForSlip(
    {
      bankCode: fitting[0]!.bankCode,
      accountNo: fitting[0]!.accountNo,
      amount: transfer.amount,
      bankTime: transfer.transferredAt,
      sender: {
        bankCode: sender?.bank ? (bankOfInterbankCode(sender.bank) ?? null) : null,
        account: sender?.account ?? null,
        name: null,
      },
    },
    memberId,
    opKey,
  );
}
