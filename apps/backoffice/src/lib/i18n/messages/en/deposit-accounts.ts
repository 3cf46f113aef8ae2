/** English texts of the deposit accounts' table (ADR 0185): the source of their keys. */
export const enDepositAccounts = {
  'depositAccounts.title': 'Deposit accounts',
  'depositAccounts.note':
    'Members see the accounts that are on, in this order. Switching one off (a frozen account) sends members to the next at once, once a second admin confirms. The currency is the bank’s.',
  'depositAccounts.column.order': '#',
  'depositAccounts.column.on': 'On',
  'depositAccounts.column.bank': 'Bank',
  'depositAccounts.column.accountNo': 'Account number',
  'depositAccounts.column.accountName': 'Account name',
  'depositAccounts.column.mode': 'Mode',
  'depositAccounts.column.currency': 'Currency',
  'depositAccounts.column.actions': 'Order and remove',
  'depositAccounts.qr': 'QR',
  'depositAccounts.autoTarget': 'Gets AUTO amounts',
  'depositAccounts.autoTargetHelp':
    'The first AUTO bank account that is on: the unique amounts members are asked to transfer go to it',
  'depositAccounts.currencyFromBank': 'Set by the bank: a Lao bank holds kip, a Thai one baht',
  'depositAccounts.currencyWas': '(stored as {currency}; saving sets the bank’s)',
  'depositAccounts.up': 'Move up',
  'depositAccounts.down': 'Move down',
  'depositAccounts.add': 'Add a bank account',
};
