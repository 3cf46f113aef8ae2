import type { thKipMessages } from './th.ts';

/**
 * The kip twins of the texts that name baht (English): a kip member reads kip where a baht member
 * reads baht (ADR 0167). A key `xKip` stands for `x`; `moneyTextKey` picks one by the member's currency.
 */
export const enKipMessages: Record<keyof typeof thKipMessages, string> = {
  'refund.confirmTextKip': 'Move the refund of {amount} kip to your wallet',
  'refund.colAmountKip': 'Amount (kip)',
  'bonus.cardTitleKip': '{percent}% bonus, up to {max} kip',
  'bonus.termsKip': '{percent}% of your deposit, up to {max} kip; minimum deposit {min} kip',
  'bonus.activatedKip': 'Bonus of {amount} kip received',
  'bonus.activeTextKip':
    'Bonus {code}: it can end once your total reaches {target} kip or falls under {floor} kip',
  'withdraw.bonusPreviewKip': 'Bonus held: you receive {amount} kip, {deducted} kip is deducted',
  'spin.prizeCreditKip': 'Congratulations! You won a {amount} kip credit coupon',
  'spin.claimTextKip': '{amount} kip was added to your wallet',
  'spin.howToKip': 'Every {amount} kip deposited earns 1 coin; each spin costs 1 coin',
  'deposit.qrAltKip': 'QR code to pay {amount} kip',
  'deposit.qrAmountKip': 'Amount {amount} kip',
  'deposit.qrMinimumKip': 'Minimum {min} kip',
  'deposit.slipDoneCreditedKip': 'Your slip of {amount} kip was accepted: the money is in your wallet.',
  'deposit.slipDoneCheckingKip':
    'Your slip of {amount} kip was received and is being checked. The money is added once it is confirmed.',
  'deposit.slipAmountKip': 'Amount {amount} kip',
  'invite.claimTextKip': 'Receive {amount} kip into your wallet',
  'invite.colAmountKip': 'Amount (kip)',
  'invite.claimSuccessKip': 'Referral bonus of {amount} kip is in your wallet',
  'money.amountKip': 'Amount (kip)',
  'game.balanceKip': 'Balance {amount} kip',
  'withdraw.limitsKip': 'Withdraw {min} to {max} kip at a time',
  'money.wholeKip': 'Enter whole kip, without a decimal point',
};
