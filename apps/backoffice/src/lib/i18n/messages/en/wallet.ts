/** English texts of manual adjustments: the source of their keys. */
export const enWallet = {
  'adjustment.member': 'Member: phone, name, bank account or id',

  'adjustment.memberId': 'Member id',
  'adjustment.direction': 'Direction',
  'adjustment.direction.credit': 'Credit',
  'adjustment.direction.debit': 'Debit',
  'adjustment.amount': 'Amount (THB)',
  'adjustment.amountInvalid': 'A positive amount with at most two decimals.',
  'adjustment.review': 'Review and confirm',
  'adjustment.confirmTitle': 'Adjust this wallet?',
  'adjustment.applied': 'The adjustment was applied.',
  'adjustment.waiting': 'The adjustment waits for a second operator:',
  'adjustment.fourEyes':
    'Credits to one member above {amount} THB ({kip} LAK for a kip member) in 24 hours, and a debit above it, need a second operator.',
  'adjustment.dayCredits':
    'Credited to this member by operators in the last 24 hours: {member} of {memberLimit}; by you: {operator} of {operatorLimit}.',
  'adjustment.creditWillWait': 'With this amount the credit will wait for a second operator.',
  'adjustment.creditAtOnce': 'With this amount the credit applies at once.',
  'adjustment.debitWillWait': 'With this amount the debit will wait for a second operator.',
  'adjustment.debitAtOnce': 'With this amount the debit applies at once.',
  'adjustment.balanceChange': 'Wallet before: {before} · after: {after}',
  'adjustment.requestedBy': 'Requested by',
  'adjustment.ownRequest': 'Your request: another operator approves',
  'adjustment.status.PENDING_APPROVAL': 'Waiting',
  'adjustment.status.APPLIED': 'Applied',
  'adjustment.status.REJECTED': 'Rejected',
  'adjustment.approveTitle': 'Apply this adjustment?',
  'adjustment.rejectTitle': 'Reject this adjustment?',
} as const;
