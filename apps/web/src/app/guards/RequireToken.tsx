import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { hasToken } from '../../lib/session/session.ts';

/** Member routes need a stored token (spec doc 1 section 2); without one the visitor logs in. */
export function RequireToken({ children }: { children: ReactNode }) {
  return hasToken() ? children : <Navigate to="/login" replace />;
}
