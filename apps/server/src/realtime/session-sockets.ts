import type { Namespace, Socket } from 'socket.io';
import type { Bus } from '../lib/bus.ts';
import type { SessionEnd } from '../modules/auth/index.ts';

export const memberRoom = (memberId: number) => `member:${memberId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/**
 * A session that ends ends on its sockets too (ARCHITECTURE: "ends everywhere"). Each socket
 * sits in its session's room, so a logout disconnects `session:<sid>` and a password change
 * `member:<id>` except the session that made it. Every node hears every end on the auth bus
 * (Redis with several nodes) and closes its own sockets: `io.local`, so that the Redis adapter
 * does not send the same disconnect to every node once more (ADR 0032, ADR 0036).
 */
export function endSocketsWithSessions(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any event maps: only rooms are used
  io: Namespace<any, any, any, any>,
  ends: Bus<SessionEnd>,
): () => void {
  return ends.on((end) => {
    if (end.kind === 'session') io.local.in(sessionRoom(end.sessionId)).disconnectSockets(true);
    else io.local.in(memberRoom(end.memberId)).except(sessionRoom(end.keepSessionId)).disconnectSockets(true);
  });
}

/** setTimeout's longest delay (about 24.8 days); a remembered token lives 30. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/** Disconnects the socket when its token expires: its session is over then, without any event. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any event maps
export function closeAtExpiry(socket: Socket<any, any, any, any>, expiresAt: number): void {
  let timer: NodeJS.Timeout;
  const arm = () => {
    const left = expiresAt - Date.now();
    if (left <= 0) {
      socket.disconnect(true);
      return;
    }
    timer = setTimeout(arm, Math.min(left, MAX_DELAY_MS));
    // An open socket keeps the process alive already; its expiry timer should not as well.
    timer.unref();
  };
  arm();
  socket.once('disconnect', () => clearTimeout(timer));
}
