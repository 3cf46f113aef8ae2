import type { thPushMessages } from './th.ts';

export const enPushMessages: Record<keyof typeof thPushMessages, string> = {
  'push.depositCredited.title': 'Deposit credited',
  'push.depositCredited.body': 'Your deposit is in your wallet. Tap to see your balance.',
  'push.depositCredited.amount': 'Your deposit of {amount} baht is in your wallet.',
  'push.withdrawalPaid.title': 'Withdrawal paid',
  'push.withdrawalPaid.body': 'Your withdrawal was sent to your bank account.',
  'push.withdrawalPaid.amount': '{amount} baht was sent to your bank account.',
  'push.withdrawalRejected.title': 'Withdrawal not completed',
  'push.withdrawalRejected.body': 'The money is back in your wallet. Tap to see why.',
  'push.withdrawalRejected.amount':
    'Your withdrawal of {amount} baht was not completed; the money is back in your wallet. Tap to see why.',
  'push.supportReplied.title': 'Support replied',
  'push.supportReplied.body': 'You have a new message from support. Tap to read it.',
  'push.couponExpires.title': 'Your coupon expires tomorrow',
  'push.couponExpires.body': 'You have an unclaimed coupon that expires tomorrow. Tap to claim it.',
  'push.couponExpires.amount': 'Your {amount} baht coupon expires tomorrow. Tap to claim it.',

  'push.prompt.title': 'Get notifications on this device?',
  'push.prompt.text':
    'We will tell you when a deposit arrives, a withdrawal is done or support replies, even when the app is closed.',
  'push.prompt.allow': 'Turn on notifications',
  'push.prompt.later': 'Not now',
  'push.settings.title': 'Notifications on this device',
  'push.settings.enabled': 'Deposits, withdrawals and messages from support',
  'push.settings.showAmounts': 'Show amounts in notifications',
  'push.settings.showAmountsHint': 'Amounts may be seen on the locked screen',
  'push.settings.blocked': 'This browser blocks notifications from this site; allow them in its settings.',
  'push.settings.unsupported': 'This browser cannot show notifications',
  'push.settings.failed': 'Notifications could not be turned on. Please try again.',
};
