import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useAction } from '../../lib/actions/use-action.ts';
import { holdOneTimePassword, NEW_PASSWORD_PATH } from '../../lib/session/one-time-password.ts';
import { saveToken } from '../../lib/session/session.ts';

/** Login form state (spec doc 1 section 2): empty fields do nothing, typing clears the error. */
export function useLoginForm() {
  const navigate = useNavigate();
  const [phone, setPhoneValue] = useState('');
  const [password, setPasswordValue] = useState('');
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<unknown>(null);
  // A refusal shows under the form, not in a dialog or toast.
  const { busy, run } = useAction({ onError: setError });
  // Resolved when the login screen goes away: the next screen (a lazy route) has loaded and shows.
  const leaving = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => leaving.current?.(), []);
  const leaveFor = (path: string) =>
    new Promise<void>((resolve) => {
      leaving.current = resolve;
      // A transition: this screen stays, busy, until the next one is ready to show.
      void navigate(path, { replace: true });
    });

  const setPhone = (value: string) => {
    setError(null);
    setPhoneValue(value);
  };
  const setPassword = (value: string) => {
    setError(null);
    setPasswordValue(value);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!phone || !password) return;
    void run(async () => {
      // The API client loads with the first call, not with the page (issue 11).
      const { login } = await import('./auth-api.ts');
      const reply = await login({ username: phone, password, isRemember: remember });
      saveToken(reply.token, remember);
      // Awaited: the button stays busy until the next screen (a lazy route) has loaded.
      if (reply.mustChangePassword) {
        // An operator's one-time password: its session may only set a new one (ADR 0053).
        holdOneTimePassword(password);
        await leaveFor(NEW_PASSWORD_PATH);
      } else {
        await leaveFor('/user/home');
      }
    });
  };

  return { phone, setPhone, password, setPassword, remember, setRemember, error, busy, submit };
}
