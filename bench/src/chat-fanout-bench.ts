import http from 'node:http';
import { io, type Socket } from 'socket.io-client';
import { chatConfigReply, type ChatMessage } from '../../packages/contract/src/api/chat.ts';
import { chatApi, pathOf } from '../../packages/contract/src/routes/index.ts';
import { cpuShare, cpuTimes, type CpuShare } from './cpu.ts';
import { MiB, type MemoryPeak } from './memory.ts';
import type { RunningStack } from './stack.ts';

/** Issue 25's figure: this many chat sockets connected at once, on loopback. */
export const CHAT_SOCKETS = 1_000;
/** Sockets per room: one guest's few tabs and devices, all in the guest's room. */
const ROOM_SIZE = 4;
/** Messages per second over all rooms: each room hears one every 2.5 s. */
const MESSAGES_PER_SECOND = 100;
/** At most this many sends in flight: past it the send is counted as skipped, so the run stays bounded. */
const MAX_IN_FLIGHT = 200;
/** Sockets connected at once while the bench fills the server. */
const CONNECT_BATCH = 50;
/** How long the last sends may take to arrive before the run is counted. */
const DRAIN_MS = 3_000;
/**
 * Guests (with no sockets) whose sends come first, unmeasured, at the measured rate for a second:
 * the load runs' warm-up. Without it the p99 was the server's first chat sends (its pool's new
 * connections planning the chat's statements for the first time): 200–650 ms for the first 35.
 */
const WARM_UP_GUESTS = 25;
/** Issue 25's target for the p99 delivery latency. */
export const CHAT_P99_TARGET_MS = 50;

export interface ChatFanoutBench {
  sockets: number;
  rooms: number;
  messagesPerSecond: number;
  seconds: number;
  sent: number;
  /** Sends not made because MAX_IN_FLIGHT were still waiting, and sends the server refused. */
  skipped: number;
  failed: number;
  /** Deliveries expected (sent x room size) and heard. */
  expected: number;
  delivered: number;
  /** From the moment the send starts (the member presses Enter) to a socket of the room hearing it. */
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** The send's own answer (stored, pushed to the bus), for comparison. */
  answerP50Ms: number;
  answerP99Ms: number;
  /** The server's memory with every socket connected minus before, after a collection, per socket. */
  rssPerSocket: number;
  heapPerSocket: number;
  connectMs: number;
  /** Who used the CPU while the messages were sent (loadgen: this bench process and its sockets). */
  cpu: CpuShare;
}

const at = (sorted: number[], share: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;

interface Room {
  guestId: string;
  /** The loopback address this guest sends from: people chat from addresses of their own. */
  address: string;
  sockets: Socket[];
}

/** Loopback addresses 127.0.1.1 and on (all of 127/8 is loopback on Linux): one per room. */
const addressOf = (index: number) => `127.0.${1 + Math.floor(index / 250)}.${1 + (index % 250)}`;

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 4 });

/** A JSON POST from a given local address (fetch cannot pick one); its status. */
function postFrom(url: string, localAddress: string, body: unknown): Promise<number> {
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent: keepAlive,
        localAddress,
        timeout: 10_000,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('bench: send timed out')));
    request.on('error', reject);
    request.end(data);
  });
}

/** One socket connected as the widget connects (websocket, the signed guest id) and joined to its room. */
function connectJoined(baseUrl: string, path: string, namespace: string, guestId: string, room: string) {
  return new Promise<Socket>((resolve, reject) => {
    const socket = io(`${baseUrl}${namespace}`, {
      path,
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      timeout: 10_000,
      auth: { guestId },
    });
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
    socket.once('connect', () => {
      socket.timeout(10_000).emit('join', room, (error: Error | null, ack: { ok: boolean }) => {
        if (error || !ack?.ok) {
          socket.close();
          reject(error ?? new Error(`bench: join ${room} refused`));
        } else resolve(socket);
      });
    });
  });
}

/**
 * Issue 25's chat fan-out: CHAT_SOCKETS guest sockets in rooms of ROOM_SIZE on the real server
 * (the compiled one, its own process), then messages sent through POST /api/chat/send-message at
 * a steady rate, each to a room picked in turn; every socket of the room must hear it pushed
 * (`messaging`). Loopback only, a bounded count of sends, every wait bounded.
 */
export async function benchChatFanout(stack: RunningStack, seconds: number): Promise<ChatFanoutBench> {
  const configUrl = `${stack.baseUrl}${pathOf(chatApi.config)}`;
  const sendUrl = `${stack.baseUrl}${pathOf(chatApi.send)}`;
  const roomCount = Math.ceil(CHAT_SOCKETS / ROOM_SIZE);

  const warmUpGuests: Room[] = [];
  for (let index = 0; index < WARM_UP_GUESTS; index += 1) {
    const config = chatConfigReply.parse(await (await fetch(configUrl)).json());
    warmUpGuests.push({ guestId: config.guestId, address: addressOf(roomCount + index), sockets: [] });
  }
  const rooms: Room[] = [];
  let socketPath = '';
  let namespace = '';
  let prefix = '';
  for (let index = 0; index < roomCount; index += 1) {
    const config = chatConfigReply.parse(await (await fetch(configUrl)).json());
    ({ path: socketPath, namespace } = config.socket);
    prefix = config.PREFIX;
    rooms.push({ guestId: config.guestId, address: addressOf(index), sockets: [] });
  }

  const before = await stack.settledMemory();
  const connectStarted = performance.now();
  const slots = rooms.flatMap((room) => Array.from({ length: ROOM_SIZE }, () => room));
  const closeAll = () => {
    for (const room of rooms) for (const socket of room.sockets) socket.close();
  };
  try {
    for (let start = 0; start < slots.length; start += CONNECT_BATCH) {
      const batch = slots.slice(start, start + CONNECT_BATCH);
      const sockets = await Promise.all(
        batch.map((room) =>
          connectJoined(stack.baseUrl, socketPath, namespace, room.guestId, `${prefix}${room.guestId}`),
        ),
      );
      sockets.forEach((socket, index) => batch[index]!.sockets.push(socket));
    }
    const connectMs = performance.now() - connectStarted;
    const after = await stack.settledMemory();

    // Each send's start, by the text it carries; each socket's hearing is timed against it.
    const startedAt = new Map<string, number>();
    const latencies: number[] = [];
    const answers: number[] = [];
    for (const room of rooms)
      for (const socket of room.sockets)
        socket.on('messaging', (message: ChatMessage) => {
          const payload = message.message.payload as { message?: string };
          const started = payload.message === undefined ? undefined : startedAt.get(payload.message);
          if (started !== undefined) latencies.push(performance.now() - started);
        });

    const total = MESSAGES_PER_SECOND * seconds;
    let sent = 0;
    let skipped = 0;
    let failed = 0;
    let inFlight = 0;
    const sends: Promise<void>[] = [];
    const sendOne = async (sequence: number) => {
      const room = rooms[sequence % rooms.length]!;
      const text = `bench ${sequence}`;
      inFlight += 1;
      startedAt.set(text, performance.now());
      try {
        const status = await postFrom(sendUrl, room.address, {
          sender: 'customer',
          guestId: room.guestId,
          message: { message_type: 'text', payload: { message: text } },
        });
        answers.push(performance.now() - startedAt.get(text)!);
        if (status === 200) sent += 1;
        else failed += 1;
      } catch {
        failed += 1;
      } finally {
        inFlight -= 1;
      }
    };
    await Promise.all(
      Array.from({ length: MESSAGES_PER_SECOND }, async (_, sequence) => {
        await new Promise((resolve) => setTimeout(resolve, (sequence * 1000) / MESSAGES_PER_SECOND));
        const guest = warmUpGuests[sequence % warmUpGuests.length]!;
        await postFrom(sendUrl, guest.address, {
          sender: 'customer',
          guestId: guest.guestId,
          message: { message_type: 'text', payload: { message: `warm-up ${sequence}` } },
        });
      }),
    );
    // An open loop: sends start on the clock, not when the last answered, as people type.
    const pids = { server: stack.serverPid, postmaster: stack.postmasterPid, loadgen: process.pid };
    const cpuBefore = cpuTimes(pids);
    const began = performance.now();
    for (let sequence = 0; sequence < total; sequence += 1) {
      const due = began + (sequence * 1000) / MESSAGES_PER_SECOND;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (inFlight >= MAX_IN_FLIGHT) skipped += 1;
      else sends.push(sendOne(sequence));
    }
    await Promise.all(sends);
    const cpu = cpuShare(cpuBefore, cpuTimes(pids));
    const expected = sent * ROOM_SIZE;
    const drainUntil = performance.now() + DRAIN_MS;
    while (latencies.length < expected && performance.now() < drainUntil)
      await new Promise((resolve) => setTimeout(resolve, 50));

    const sorted = [...latencies].sort((a, b) => a - b);
    const answered = [...answers].sort((a, b) => a - b);
    const perSocket = (field: keyof MemoryPeak) => (after[field] - before[field]) / CHAT_SOCKETS;
    return {
      sockets: CHAT_SOCKETS,
      rooms: roomCount,
      messagesPerSecond: MESSAGES_PER_SECOND,
      seconds,
      sent,
      skipped,
      failed,
      expected,
      delivered: latencies.length,
      p50Ms: at(sorted, 0.5),
      p99Ms: at(sorted, 0.99),
      maxMs: sorted.at(-1) ?? Number.NaN,
      answerP50Ms: at(answered, 0.5),
      answerP99Ms: at(answered, 0.99),
      rssPerSocket: perSocket('rss'),
      heapPerSocket: perSocket('heap'),
      connectMs,
      cpu,
    };
  } finally {
    closeAll();
    keepAlive.destroy();
  }
}

const percent = (value: number | undefined) => (value === undefined ? '-' : value.toFixed(0));

export function formatChatFanoutBench(bench: ChatFanoutBench): string {
  const pass = bench.p99Ms <= CHAT_P99_TARGET_MS && bench.delivered >= bench.expected;
  return [
    `chat fan-out: ${bench.sockets} sockets in ${bench.rooms} rooms, ${bench.messagesPerSecond} messages/s for ${bench.seconds} s (connected in ${(bench.connectMs / 1000).toFixed(1)} s)`,
    `  sent ${bench.sent}, refused ${bench.failed}, skipped ${bench.skipped}; delivered ${bench.delivered} of ${bench.expected}`,
    `  delivery latency (send to push): p50 ${bench.p50Ms.toFixed(1)} ms, p99 ${bench.p99Ms.toFixed(1)} ms, max ${bench.maxMs.toFixed(1)} ms (target p99 <= ${CHAT_P99_TARGET_MS} ms: ${pass ? 'pass' : 'MISS'})`,
    `  the send's HTTP answer: p50 ${bench.answerP50Ms.toFixed(1)} ms, p99 ${bench.answerP99Ms.toFixed(1)} ms`,
    `  CPU % of one core while sending: server ${percent(bench.cpu.server)}, postgres ${percent(bench.cpu.postgres)}, bench and its sockets ${percent(bench.cpu.loadgen)}, other processes ${percent(bench.cpu.elsewhere)}`,
    `  server memory per socket: ${(bench.rssPerSocket / 1024).toFixed(1)} KiB RSS, ${(bench.heapPerSocket / 1024).toFixed(1)} KiB heap (after a collection, ${((bench.rssPerSocket * bench.sockets) / MiB).toFixed(1)} MiB RSS for all)`,
  ].join('\n');
}
