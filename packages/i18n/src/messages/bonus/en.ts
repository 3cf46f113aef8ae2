import type { thBonusMessages } from './th.ts';

export const enBonusMessages: Record<keyof typeof thBonusMessages, string> = {
  'bonus.promotionCode': 'Promotion code',
  'bonus.search': 'Search',
  'bonus.searching': 'Searching for the promotion…',
  'bonus.notFound': 'No promotion found for this code',
  'bonus.codeRequired': 'Please enter a promotion code',
  'bonus.listTitle': 'All bonuses',
  'bonus.empty': 'No bonuses right now',
  'bonus.details': 'Bonus details',
  'bonus.receive': 'Get bonus',
  'bonus.received': 'Received {count}/{max} times',
  'bonus.exhausted': 'Fully received',
  'bonus.current': 'Active',
  'bonus.cardTitle': '{percent}% bonus, up to {max} baht',
  'bonus.typeLimit': 'for the whole promotion',
  'bonus.typeDay': 'per day',
  'bonus.typeWeek': 'per week',
  'bonus.terms': '{percent}% of your deposit, up to {max} baht; minimum deposit {min} baht',
  'bonus.target': 'Reach {times} times your deposit plus bonus',
  'bonus.percentFail': 'Withdrawing before the target deducts {percent}% of the bonus',
  'bonus.promotionTitle': 'Promotion',
  'bonus.activate': 'Get promotion',
  'bonus.activated': 'Bonus of {amount} baht received',
  'bonus.activeTitle': 'You have an active bonus',
  'bonus.activeText':
    'Bonus {code}: it can end once your total reaches {target} baht or falls under {floor} baht',
  'bonus.cancel': 'End bonus',
  'bonus.cancelWhen':
    'You can cancel the bonus once your total balance (wallet and games) reaches {target} or falls under {floor}. Now: {total}',
  'bonus.takeConfirmTitle': 'Take this bonus?',
  'bonus.takeConfirmText':
    'While bonus {code} is active you cannot receive a refund, and withdrawing before the target deducts part of it. Take it?',
  'bonus.endConfirmTitle': 'End this bonus?',
  'bonus.endConfirmText': 'Ending bonus {code} cannot be undone. End it now?',
  'bonus.keep': 'Keep the bonus',
  'withdraw.bonusPreview': 'Bonus held: you receive {amount} baht, {deducted} baht is deducted',
};
