import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@wallet/web-client';
import { useEffect, useState, type ReactNode } from 'react';
import { onSessionEnd } from '../session/session.ts';

/**
 * The server-state cache for the app. When the session ends (logout, an ended or expired session,
 * a password change) every cached answer goes, so the next member never sees the previous one's
 * wallet, statement or profile, not even for a frame.
 */
export function QueryProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());

  useEffect(() => onSessionEnd(() => queryClient.clear()), [queryClient]);

  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
