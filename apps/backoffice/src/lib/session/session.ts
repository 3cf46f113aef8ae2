/**
 * The operator's bearer token lives in sessionStorage: it dies with the tab, and a back-office
 * session is never remembered on a shared desk computer.
 */
const TOKEN_KEY = 'backoffice-token';

type Listener = () => void;
const listeners = new Set<Listener>();

export function getToken(): string | null {
  return sessionStorage.getItem(TOKEN_KEY);
}

export function saveToken(token: string): void {
  sessionStorage.setItem(TOKEN_KEY, token);
  for (const listener of listeners) listener();
}

/** Sign-out and a refused token both come here; the app listens and shows the sign-in screen. */
export function clearSession(): void {
  const had = sessionStorage.getItem(TOKEN_KEY) !== null;
  sessionStorage.removeItem(TOKEN_KEY);
  if (had) for (const listener of listeners) listener();
}

export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
