import type { thPushMessages } from './th.ts';

export const enPushMessages: Record<keyof typeof thPushMessages, string> = {
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
