import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAction } from '../../lib/actions/use-action.ts';
import { clearSession } from '../../lib/session/session.ts';
import { logout } from './auth-api.ts';

/** Logout ends the session locally even when the server call fails: the member asked to leave. */
export function useLogout() {
  const navigate = useNavigate();
  // The action takes its own failure (the session ends here all the same): nothing reaches onError.
  const { busy, run } = useAction({ onError: 'toast' });

  const leave = useCallback(
    () =>
      run(async () => {
        try {
          await logout();
        } catch {
          // Already expired or offline: nothing left to revoke that we can reach.
        } finally {
          clearSession();
          void navigate('/login', { replace: true });
        }
      }),
    [run, navigate],
  );

  return { logout: leave, busy };
}
