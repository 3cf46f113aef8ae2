import { z } from 'zod';

/** Balances pushed to the member after any movement (socket.io event `wallet:balance`). */
export const balanceEvent = z.object({
  wallet: z.object({ amount: z.number() }),
  slots: z.array(z.object({ code: z.string(), amount: z.number(), isActive: z.boolean() })),
  updatedAt: z.string(),
});
export type BalanceEvent = z.infer<typeof balanceEvent>;

/** socket.io event maps: the server and the web app type their sockets with these. */
export interface ServerToClientEvents {
  'wallet:balance': (event: BalanceEvent) => void;
}
// The member area only listens; chat events join these maps in the chat issue.
export type ClientToServerEvents = Record<string, never>;

/** The socket.io path (same origin as the API); the token goes in the handshake `auth.token`. */
export const SOCKET_PATH = '/socket.io';
