import { createContext } from 'react';
import { createBackofficeSocket, type BackofficeSocket } from './backoffice-socket.ts';

/** How the app opens its socket: the real one, or a fake a test drives. */
export const SocketFactoryContext = createContext<() => BackofficeSocket>(createBackofficeSocket);
