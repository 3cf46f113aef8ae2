import type { thRefundMessages } from './th.ts';

export const enRefundMessages: Record<keyof typeof thRefundMessages, string> = {
  'refund.title': 'Refund',
  'refund.amount': 'Refund for {from} – {to}',
  'refund.balance': 'Refund received, waiting for the wallet',
  'refund.rates': 'Success rate {success}%, fail rate {fail}%',
  'refund.receive': 'Receive refund',
  'refund.bonusBlocked': 'Refunds cannot be received while a bonus is active',
  'refund.addWallet': 'Add to wallet',
  'refund.confirmTitle': 'Add the refund to your wallet?',
  'refund.confirmText': 'Move the refund of {amount} baht to your wallet',
  'refund.confirmWarning':
    'A failure rate of {fail}% applies (success rate {success}%). On a failure the whole refund is cancelled.',
  'refund.confirm': 'Confirm',
  'refund.addFailed': 'The refund could not be added to the wallet and was cancelled',
  'refund.logTitle': 'Refund history',
  'refund.colStep': 'Entry',
  'refund.colAmount': 'Amount (baht)',
  'refund.colDate': 'Date',
  'refund.stepReceive': 'Refund received',
  'refund.stepWallet': 'Added to wallet',
  'refund.stepForfeit': 'Not won (draw)',
  'refund.empty': 'No refunds yet',
  'refund.bannersLabel': 'Refund promotions',
};
