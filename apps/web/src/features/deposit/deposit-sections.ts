import type { DepositView } from './deposit-accounts.ts';

export type DepositSection = 'bank' | 'qr' | 'truewallet';

/** The tabs the modal offers, in order; a method with nothing to show gets no tab. */
export function sectionsOf(view: DepositView): DepositSection[] {
  if (view.kind === 'manual') return view.banks.length + view.wallets.length > 0 ? ['bank'] : [];
  const sections: DepositSection[] = [];
  if (view.banks.length > 0) sections.push('bank');
  if (view.qrChannels.length > 0) sections.push('qr');
  if (view.walletVariant) sections.push('truewallet');
  return sections;
}
