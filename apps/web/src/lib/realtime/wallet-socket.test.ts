import { SOCKET_PATH } from '@wallet/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveToken } from '../session/session.ts';
import { createWalletSocket } from './wallet-socket.ts';

/** A WebSocket the test plays the server of: what the client sent, and a way to answer. */
class FakeWebSocket {
  static opened: FakeWebSocket[] = [];
  sent: string[] = [];
  closed = false;
  onmessage: ((message: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.opened.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
  /** The server sends one Engine.IO packet. */
  receive(data: string) {
    this.onmessage?.({ data });
  }
  /** The connection drops. */
  drop() {
    this.closed = true;
    this.onclose?.();
  }
}

const OPEN = '0{"sid":"e1","upgrades":[],"pingInterval":25000,"pingTimeout":20000,"maxPayload":1000000}';
const last = () => FakeWebSocket.opened.at(-1)!;

beforeEach(() => {
  FakeWebSocket.opened = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the wallet socket', () => {
  it('opens a WebSocket on the socket path and hands the token read at each connect to the handshake', () => {
    saveToken('tok-1', true);
    const socket = createWalletSocket();
    expect(FakeWebSocket.opened).toHaveLength(0);
    socket.connect();
    const url = new URL(last().url);
    expect([url.protocol, url.pathname, url.search]).toEqual([
      'ws:',
      `${SOCKET_PATH}/`,
      '?EIO=4&transport=websocket',
    ]);
    last().receive(OPEN);
    expect(last().sent).toEqual(['40{"token":"tok-1"}']);
    expect(socket.connected).toBe(false);
    last().receive('40{"sid":"s1"}');
    expect(socket.connected).toBe(true);

    // A lost connection is retried (within socket.io-client's 5 s), with the token of that moment.
    saveToken('tok-2', true);
    last().drop();
    expect(socket.connected).toBe(false);
    vi.advanceTimersByTime(5000);
    expect(FakeWebSocket.opened).toHaveLength(2);
    last().receive(OPEN);
    expect(last().sent).toEqual(['40{"token":"tok-2"}']);
  });

  it('answers pings, hands events to their listeners until removed, and ignores other events', () => {
    const socket = createWalletSocket();
    const heard = vi.fn();
    socket.on('wallet:balance', heard);
    socket.connect();
    last().receive(OPEN);
    last().receive('40{"sid":"s1"}');
    last().receive('2');
    expect(last().sent.at(-1)).toBe('3');
    last().receive('42["wallet:balance",{"wallet":{"amount":5}}]');
    last().receive('42["other",1]');
    expect(heard).toHaveBeenCalledExactlyOnceWith({ wallet: { amount: 5 } });
    socket.off('wallet:balance', heard);
    last().receive('42["wallet:balance",{"wallet":{"amount":6}}]');
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('reconnects when the server stops pinging though the connection looks open', () => {
    const socket = createWalletSocket();
    socket.connect();
    last().receive(OPEN);
    last().receive('40{"sid":"s1"}');
    vi.advanceTimersByTime(45_000 + 5000);
    expect(FakeWebSocket.opened).toHaveLength(2);
    expect(FakeWebSocket.opened[0]!.closed).toBe(true);
    expect(socket.connected).toBe(false);
  });

  it('a refused handshake, the server’s disconnect and the member area’s are final', () => {
    for (const [end, packet] of [
      ['refused', '44{"message":"UNAUTHORIZED"}'],
      ['server', '41'],
    ] as const) {
      const socket = createWalletSocket();
      socket.connect();
      const opened = FakeWebSocket.opened.length;
      last().receive(OPEN);
      last().receive(packet);
      vi.advanceTimersByTime(60_000);
      expect(FakeWebSocket.opened, end).toHaveLength(opened);
      expect(socket.connected, end).toBe(false);
    }
    const socket = createWalletSocket();
    socket.connect();
    last().receive(OPEN);
    last().receive('40{"sid":"s1"}');
    socket.disconnect();
    expect(last().closed).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(socket.connected).toBe(false);
    expect(FakeWebSocket.opened).toHaveLength(3);
  });
});
