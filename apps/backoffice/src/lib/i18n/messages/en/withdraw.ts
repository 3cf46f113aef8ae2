/** English texts of withdrawals: the source of their keys. */
export const enWithdraw = {
  'withdrawal.bulkApprove': 'Approve ticked',
  'withdrawal.bulkReject': 'Reject ticked',
  'withdrawal.bulkApproveTitle': 'Approve and pay these withdrawals?',
  'withdrawal.bulkRejectTitle': 'Reject these withdrawals?',
  'withdrawal.bulkSummary': '{count} withdrawals, {amount} in all',

  'withdrawal.stage.AWAITING_APPROVAL': 'Waiting',
  'withdrawal.stage.PAYING': 'Paying',
  'withdrawal.stage.PAID': 'Paid',
  'withdrawal.stage.REJECTED': 'Rejected',
  'withdrawal.stage.FAILED': 'Failed',
  'withdrawal.approveTitle': 'Approve this withdrawal?',
  'withdrawal.rejectTitle': 'Reject this withdrawal?',
  'withdrawal.ownFirstApproval': 'You gave the first approval: another operator approves',
  'withdrawal.firstApproval':
    'Approved by {name} at {at}. Above the second-approver amount: another operator must approve it.',
  'withdrawal.ctx.column': 'Decide on',
  'withdrawal.ctx.balance': 'Wallet balance',
  'withdrawal.ctx.balanceShort': 'Balance {amount}',
  'withdrawal.ctx.sevenDays': '7 days: in {in} · out {out}',
  'withdrawal.ctx.bonus': 'Bonus',
  'withdrawal.ctx.bonusValue': '{amount}, target balance {target}',
  'withdrawal.ctx.noBonus': 'None',
  'withdrawal.ctx.firstWithdrawal': 'First withdrawal',
  'withdrawal.ctx.deposits7d': 'Deposits, 7 days before',
  'withdrawal.ctx.withdrawals7d': 'Withdrawals paid, 7 days before',
  'withdrawal.ctx.memberSince': 'Member since',
  'withdrawal.signal.none': 'Nothing stands out',
  'withdrawal.signal.UNPLAYED_DEPOSITS': 'Deposits not played',
  'withdrawal.signal.UNPLAYED_DEPOSITS.why':
    'Deposited {deposits} since the last withdrawal, sent {turnover} to games: under {multiple}× the deposits ({required}).',
  'withdrawal.signal.NEW_ACCOUNT': 'New account',
  'withdrawal.signal.NEW_ACCOUNT.why':
    'The account was {hours} hours old when this was asked for (under {threshold} hours).',
  'withdrawal.signal.BANK_CHANGED': 'Bank details changed',
  'withdrawal.signal.BANK_CHANGED.why':
    'The name or bank account changed {days} days before this withdrawal (within {threshold} days).',
  'withdrawal.signal.FIRST_WITHDRAWAL': 'First withdrawal',
  'withdrawal.signal.FIRST_WITHDRAWAL.why': 'No withdrawal of this member was paid before this one.',
  'withdrawal.signal.MANY_TODAY': 'Many today',
  'withdrawal.signal.MANY_TODAY.why':
    'Withdrawal number {count} of the day (Bangkok); the limit for a flag is {threshold}.',
  'withdrawal.signal.SHARED_BANK_ACCOUNT': 'Account number on another member',
  'withdrawal.signal.SHARED_BANK_ACCOUNT.why':
    'The same bank account number is registered to another member.',
  'withdrawal.signal.FAILED_DEPOSITS': 'Failed deposits',
  'withdrawal.signal.FAILED_DEPOSITS.why':
    '{count} failed deposits in the 7 days before ({threshold} or more is a flag).',
  'withdrawal.signal.AFTER_OPERATOR_CREDIT': 'Soon after an operator credit',
  'withdrawal.signal.AFTER_OPERATOR_CREDIT.why':
    'An operator credited this member in the 24 hours before this withdrawal.',
  'withdrawal.signal.SHARED_DEVICE': 'Device or address shared',
  'withdrawal.signal.SHARED_DEVICE.why':
    '{members} other member(s) signed in within {days} days from the same device ({devices}) or internet address ({addresses}).',
  'withdrawal.filter.flagged': 'Risk signals',
  'withdrawal.filter.flaggedOnly': 'Flagged only',
  'withdrawal.ctx.flags': 'Flags',
  'payouts.title': 'To pay by hand',
  'payouts.help':
    'Approved withdrawals the manual payout rail waits on: transfer each in internet banking, then record the bank reference. Return one you cannot pay; the money goes back to the member.',
  'payouts.markPaid': 'Record paid',
  'payouts.paidTitle': 'Record the transfer that paid this withdrawal',
  'payouts.bankReference': 'Bank reference',
  'payouts.bankReferenceHint': 'As internet banking shows it after the transfer (4 to 64 letters or digits)',
  'payouts.return': 'Return',
  'payouts.returnTitle': 'Return this withdrawal to the member?',
  'payouts.returnAsked': 'Return asked by {name}: {reason}. It waits for a second operator.',
  'payouts.confirmReturn': 'Confirm return',
  'payouts.confirmReturnTitle': 'Return this withdrawal as {name} asked?',
} as const;
