import { createContext } from 'react';
import type { WalletSocket } from './wallet-socket.ts';

/** The logged-in member's socket; null outside the member area (and in most component tests). */
export const RealtimeContext = createContext<WalletSocket | null>(null);
