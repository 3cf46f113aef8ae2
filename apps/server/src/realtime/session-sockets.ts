import type { Server, Socket } from 'socket.io';
import type { SessionEnds } from '../modules/auth/index.ts';

export const memberRoom = (memberId: number) => `member:${memberId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/**
 * A session that ends ends on its sockets too (ARCHITECTURE: "ends everywhere"). Each socket
 * sits in its session's room, so a logout disconnects `session:<sid>` and a password change
 * `member:<id>` except the session that made it. Rooms, not a list of sockets: with the
 * socket.io Redis adapter the same calls reach the sockets of every node (ADR 0032).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any event maps: only rooms are used
export function endSocketsWithSessions(io: Server<any, any, any, any>, ends: SessionEnds): () => void {
  return ends.on((end) => {
    if (end.kind === 'session') io.in(sessionRoom(end.sessionId)).disconnectSockets(true);
    else io.in(memberRoom(end.memberId)).except(sessionRoom(end.keepSessionId)).disconnectSockets(true);
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
