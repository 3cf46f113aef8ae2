import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { clearSession } from '../../lib/session/session.ts';
import { logout } from './auth-api.ts';

/** Logout ends the session locally even when the server call fails: the member asked to leave. */
export function useLogout() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const run = useCallback(async () => {
    setBusy(true);
    try {
      await logout();
    } catch {
      // Already expired or offline: nothing left to revoke that we can reach.
    } finally {
      clearSession();
      setBusy(false);
      void navigate('/login', { replace: true });
    }
  }, [navigate]);

  return { logout: run, busy };
}
