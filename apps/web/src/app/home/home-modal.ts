/** The one modal the home screen shows at a time (result dialogs stack over it separately). */
export type HomeModal =
  | { kind: 'deposit' }
  | { kind: 'withdraw' }
  | { kind: 'transfer'; to?: string }
  | { kind: 'game'; code: string }
  | { kind: 'invite' }
  | { kind: 'invite-claim' }
  | { kind: 'refund' }
  | { kind: 'bank-name' };
