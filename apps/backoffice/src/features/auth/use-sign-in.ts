import { useState } from 'react';
import { isApiError } from '../../lib/api/api-error.ts';
import { saveToken } from '../../lib/session/session.ts';
import { signIn } from './sign-in-api.ts';

export type SignInStep = 'password' | 'totp';

/**
 * Password first; when the server answers TOTP_REQUIRED the same credentials go again with the
 * six-digit code. The token is kept only once the server has accepted everything.
 */
export function useSignIn() {
  const [step, setStep] = useState<SignInStep>('password');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  async function submit(username: string, password: string, totp?: string) {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const reply = await signIn({ username, password, ...(totp ? { totp } : {}) });
      saveToken(reply.token);
    } catch (failure) {
      if (isApiError(failure) && failure.code === 'TOTP_REQUIRED' && step === 'password') {
        setStep('totp');
      } else {
        setError(failure);
      }
    } finally {
      setBusy(false);
    }
  }

  function back() {
    setStep('password');
    setError(null);
  }

  return { step, busy, error, submit, back };
}
