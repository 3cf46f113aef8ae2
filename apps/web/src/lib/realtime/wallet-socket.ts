import { SOCKET_PATH, type ServerToClientEvents } from '@wallet/contract';
import { API_BASE } from '../api/client.ts';
import { getToken } from '../session/session.ts';

type Listener = (payload: unknown) => void;

/** The member's realtime connection as the member area uses it: it only listens. */
export interface WalletSocket {
  readonly connected: boolean;
  connect(): void;
  disconnect(): void;
  on(event: keyof ServerToClientEvents, listener: Listener): void;
  off(event: keyof ServerToClientEvents, listener: Listener): void;
}

/** socket.io-client's reconnection delays (1 s, doubling to 5 s, half of it random). */
const FIRST_RETRY_MS = 1000;
const LAST_RETRY_MS = 5000;

/** The socket.io server's address for a WebSocket: the API's origin, or the page's. */
function socketUrl(): string {
  const base = new URL(API_BASE || location.origin);
  base.protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  base.pathname = `${SOCKET_PATH}/`;
  base.search = 'EIO=4&transport=websocket';
  return base.href;
}

/**
 * The member's realtime connection, created idle: the provider connects it on mount and closes it
 * on unmount. It speaks the socket.io protocol (Engine.IO 4 over one WebSocket, the main namespace)
 * for what the member area does with it: send the token in the handshake, answer the server's
 * pings, hand events to listeners, reconnect after a lost connection. socket.io-client did the same
 * in 12.7 kB gzip that every member visit downloaded (issue 44, ADR 0199); the chat, which emits and
 * joins rooms, keeps it in its own lazy chunk.
 *
 * WebSocket only, no long-polling first: each polling request may land on another API node behind a
 * load balancer without sticky sessions, which socket.io's handshake cannot survive (ADR 0036).
 * The token is read on every (re)connect, so a reconnect never sends a stale one. As with
 * socket.io-client, a refused handshake (the token is no longer good) or the server's disconnect (a
 * session ended) is final; a lost connection or a server that stopped pinging is retried.
 */
export function createWalletSocket(): WalletSocket {
  const listeners = new Map<string, Set<Listener>>();
  let ws: WebSocket | null = null;
  let connected = false;
  let wanted = false;
  let attempts = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let silence: ReturnType<typeof setTimeout> | undefined;
  let heartbeatMs = 0;

  const stop = () => {
    clearTimeout(retry);
    clearTimeout(silence);
    connected = false;
    if (ws) {
      ws.onclose = null;
      ws.onmessage = null;
      ws.close();
      ws = null;
    }
  };
  /** A server that stopped pinging is gone though the connection looks open. */
  const expectPing = () => {
    clearTimeout(silence);
    if (heartbeatMs > 0) silence = setTimeout(lost, heartbeatMs);
  };
  function lost() {
    stop();
    if (!wanted) return;
    const delay = Math.min(FIRST_RETRY_MS * 2 ** attempts, LAST_RETRY_MS);
    attempts += 1;
    retry = setTimeout(open, delay * (0.5 + Math.random() * 0.5));
  }
  const onPacket = (data: string) => {
    // Engine.IO: 0 open, 1 close, 2 ping, 4 message (a socket.io packet follows).
    if (data[0] === '0') {
      const { pingInterval, pingTimeout } = JSON.parse(data.slice(1)) as Record<string, number>;
      heartbeatMs = (pingInterval ?? 0) + (pingTimeout ?? 0);
      expectPing();
      ws?.send(`40${JSON.stringify({ token: getToken() })}`);
    } else if (data[0] === '1') lost();
    else if (data === '2') {
      ws?.send('3');
      expectPing();
    } else if (data[0] === '4') {
      // socket.io: 0 connect, 1 disconnect, 2 event, 4 connect error (main namespace only).
      const type = data[1];
      if (type === '0') {
        connected = true;
        attempts = 0;
      } else if (type === '1' || type === '4') {
        wanted = false;
        stop();
      } else if (type === '2') {
        const [event, payload] = JSON.parse(data.slice(data.indexOf('['))) as [string, unknown];
        listeners.get(event)?.forEach((listener) => listener(payload));
      }
    }
  };
  function open() {
    ws = new WebSocket(socketUrl());
    ws.onmessage = (message) => {
      if (typeof message.data === 'string') onPacket(message.data);
    };
    ws.onclose = lost;
  }

  return {
    get connected() {
      return connected;
    },
    connect() {
      if (wanted) return;
      wanted = true;
      attempts = 0;
      open();
    },
    disconnect() {
      wanted = false;
      stop();
    },
    on(event, listener) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
    },
    off(event, listener) {
      listeners.get(event)?.delete(listener);
    },
  };
}
