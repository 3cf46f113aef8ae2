import type { PendingTotpEnrolment } from '@wallet/contract';
import { useState } from 'react';
import { useAction } from '../../lib/actions/use-action.ts';
import { saveToken } from '../../lib/session/session.ts';
import { enrolTotp, signIn } from './sign-in-api.ts';

/** An operator without an authenticator yet, signed in with the right password: the secret to scan. */
export interface Enrolling {
  username: string;
  token: string;
  enrolment: PendingTotpEnrolment;
}

/**
 * Username, password and code go in one request (ADR 0051): the server answers one failure for
 * any wrong factor. The token is kept only once the server has accepted everything; for an
 * operator that must first enrol an authenticator, only once its first code confirmed it.
 */
export function useSignIn() {
  const [enrolling, setEnrolling] = useState<Enrolling | null>(null);
  const action = useAction();

  const submit = (username: string, password: string, totp: string) =>
    action.run(async () => {
      const reply = await signIn({ username, password, ...(totp ? { totp } : {}) });
      if (reply.enrolment) setEnrolling({ username, token: reply.token, enrolment: reply.enrolment });
      else saveToken(reply.token);
    });

  const confirm = (totp: string) =>
    action.run(async () => {
      if (!enrolling) return;
      await enrolTotp(enrolling.token, { ticket: enrolling.enrolment.ticket, totp });
      saveToken(enrolling.token);
    });

  /** Back to the sign-in form; the unconfirmed session can do nothing and idles out. */
  function cancel() {
    setEnrolling(null);
    action.reset();
  }

  return { enrolling, action, submit, confirm, cancel };
}
