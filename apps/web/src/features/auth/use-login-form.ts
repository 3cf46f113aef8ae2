import { isAbortError } from '@wallet/web-client';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { holdOneTimePassword, NEW_PASSWORD_PATH } from '../../lib/session/one-time-password.ts';
import { saveToken } from '../../lib/session/session.ts';

/** Login form state (spec doc 1 section 2): empty fields do nothing, typing clears the error. */
export function useLoginForm() {
  const navigate = useNavigate();
  const [phone, setPhoneValue] = useState('');
  const [password, setPasswordValue] = useState('');
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const setPhone = (value: string) => {
    setError(null);
    setPhoneValue(value);
  };
  const setPassword = (value: string) => {
    setError(null);
    setPasswordValue(value);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!phone || !password || busy) return;
    setBusy(true);
    try {
      // The API client loads with the first call, not with the page (issue 11).
      const { login } = await import('./auth-api.ts');
      const reply = await login({ username: phone, password, isRemember: remember });
      saveToken(reply.token, remember);
      if (reply.mustChangePassword) {
        // An operator's one-time password: its session may only set a new one (ADR 0053).
        holdOneTimePassword(password);
        void navigate(NEW_PASSWORD_PATH, { replace: true });
      } else {
        void navigate('/user/home', { replace: true });
      }
    } catch (caught) {
      if (!isAbortError(caught)) setError(caught);
      setBusy(false);
    }
  };

  return { phone, setPhone, password, setPassword, remember, setRemember, error, busy, submit };
}
