/**
 * A session that ended on this node: one session (logout), or every session of a member but the
 * one that changed the password. The realtime layer listens and disconnects the sockets of the
 * sessions that ended. Today the event stays in this process; with several nodes it is published
 * over Redis so every node's sockets hear it (ADR 0032). Expiry needs no event: each socket
 * knows its token's expiry.
 */
export type SessionEnd =
  { kind: 'session'; sessionId: string } | { kind: 'others'; memberId: number; keepSessionId: string };

export class SessionEnds {
  private readonly listeners = new Set<(end: SessionEnd) => void>();

  /** Returns the unsubscribe. */
  on(listener: (end: SessionEnd) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(end: SessionEnd): void {
    for (const listener of this.listeners) listener(end);
  }
}
