/**
 * A session that ended: one session (logout), or every session of a member but the one that
 * changed the password. Published on the auth module's bus (every node hears it: Redis with
 * several nodes), each node forgets the sessions it trusted and disconnects their sockets
 * (ADR 0032). Expiry needs no event: each socket knows its token's expiry.
 */
export type SessionEnd =
  { kind: 'session'; sessionId: string } | { kind: 'others'; memberId: number; keepSessionId: string };
