/** English texts of signing in: the source of their keys. */
export const enAuth = {
  'auth.username': 'Username',
  'auth.password': 'Password',
  'auth.totp': 'Authenticator code',
  'auth.totpHint':
    'The six digits your authenticator app shows now. First sign-in and no authenticator yet: leave it empty.',
  'auth.signIn': 'Sign in',
  'auth.signOut': 'Sign out',
  'auth.wrongCredential': 'The username, password or code is wrong.',
  'auth.enrol.title': 'Set up your authenticator',
  'auth.enrol.explain':
    'Every operator signs in with a code from an authenticator app. Scan this QR code with the app on your phone (or type the secret), then enter the six digits it shows. It is shown only now.',
  'auth.enrol.confirm': 'Confirm and sign in',

  'totp.title': 'Authenticator enrolment',
  'totp.scan': 'Scan this code with the authenticator app of {username} (Google Authenticator, Authy, …).',
  'totp.qrAlt': 'QR code of the TOTP secret',
  'totp.secret': 'Or type this secret',
  'auth.enrolLink.title': 'Set up your back-office account',
  'auth.enrolLink.explain':
    'Scan the code with an authenticator app, choose your own password, and enter the six digits the app shows. Nobody else sees either.',
  'auth.enrolLink.submit': 'Set up my account',
  'auth.enrolLink.done':
    'Your account is ready. Sign in with your username, your password and the code your app shows.',
  'auth.enrolLink.waits': 'A second admin must confirm your account before you can sign in.',
  'auth.enrolLink.signIn': 'Go to sign-in',
} as const;
