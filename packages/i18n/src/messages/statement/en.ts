import type { thStatementMessages } from './th.ts';

export const enStatementMessages: Record<keyof typeof thStatementMessages, string> = {
  'status.success': 'Success',
  'status.failed': 'Failed',
  'status.pending': 'In progress',

  'statement.empty': 'No transactions yet',
  'statement.typeDeposit': 'Deposit',
  'statement.typeBonus': 'Bonus',
  'statement.typeFinishBonus': 'Bonus ended',
  'statement.typeWithdraw': 'Withdraw',
  'statement.typeTransfer': 'Transfer',
  'statement.placeWallet': 'Wallet',
  'statement.placeBank': 'Bank',
  'statement.placeTrueMoney': 'TrueMoney',
  'statement.placeSandbox': 'Test credit',
  'statement.placeQr': 'QR {channel}',
  'statement.placeSlip': 'Slip {bank}',
  'statement.pages': 'Pages',
  'statement.previousPage': 'Previous page',
  'statement.nextPage': 'Next page',
  'statement.page': 'Page {page}',

  'statement.slipStatus': 'Slip upload status',
  'statement.slipsEmpty': 'No slips uploaded yet',
  'statement.viewSlip': 'View slip',
  'statement.slipImage': 'Slip image',
  'statement.openSlip': 'Open in a new tab',
};
