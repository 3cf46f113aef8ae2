/** English texts of an operator's own account: the source of their keys. */
export const enAccount = {
  'account.changePassword': 'Change my password',
  'account.explain': 'Your other sessions end when the password changes; this one stays signed in.',
  'account.currentPassword': 'Current password',
  'account.newPassword': 'New password',
  'account.repeatPassword': 'New password again',
  'account.mismatch': 'The two new passwords are not the same.',
  'account.submit': 'Change password',
  'account.changed': 'Your password was changed. Your other sessions have ended.',
} as const;
