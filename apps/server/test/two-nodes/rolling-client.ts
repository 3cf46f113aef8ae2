import { randomUUID } from 'node:crypto';
import { gamesApi, homeApi, pathOf } from '@wallet/contract';

/** One node behind the balancer, as the client loop sees it. */
export interface Upstream {
  name: string;
  url: string;
  /** From its SIGTERM until its new process listens. */
  draining: boolean;
}

/** One answer a node gave the client loop. */
export interface Answered {
  node: string;
  /** Whether that node had been told to stop when it answered. */
  draining: boolean;
  phase: string;
  status: number;
  text: string;
}

/** A transfer a node acknowledged (200), with what it answered: replayed at the end. */
export interface Acknowledged {
  token: string;
  key: string;
  body: { from: string; to: string; amount: number };
  text: string;
}

const REQUEST_MS = 15_000;
/** A member's pause between rounds (read, there, back). */
const PACE_MS = 20;
/** How long one request may keep failing over before the loop gives up on it. */
const FAILOVER_MS = 10_000;

/**
 * Members reading their wallet and moving 1 baht to a game and back, with idempotency keys,
 * spread over the nodes in turn as a balancer would; a request that gets no answer at all (a
 * refused or reset connection: a node stopping or stopped) is sent again, same key, to the next
 * node, as a balancer with health checks does. Every answer is kept with the node and phase.
 */
export class ClientLoop {
  readonly answers: Answered[] = [];
  readonly acknowledged: Acknowledged[] = [];
  /** Requests sent again to the other node after a connection error, per phase. */
  readonly failovers = new Map<string, number>();
  /** Requests no node answered within FAILOVER_MS. */
  readonly unanswered: string[] = [];
  phase = 'both up';
  private turn = 0;
  private running = false;
  private workers: Promise<void>[] = [];

  constructor(
    private readonly nodes: Upstream[],
    private readonly tokens: string[],
  ) {}

  start(): void {
    this.running = true;
    this.workers = this.tokens.map((token) => this.work(token));
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.workers);
  }

  /** Acknowledged answers in a phase. */
  acknowledgedIn(phase: string): number {
    return this.answers.filter((answer) => answer.phase === phase && answer.status === 200).length;
  }

  private async work(token: string): Promise<void> {
    while (this.running) {
      await this.send(token, 'GET', pathOf(homeApi.wallet));
      const there = await this.transfer(token, { from: 'WALLET', to: 'pg', amount: 1 });
      // Back only what arrived: the game's balance never goes below zero.
      if (there) await this.transfer(token, { from: 'pg', to: 'WALLET', amount: 1 });
      // A member's pace, not a flood: the restarted node boots on the same two cores.
      await new Promise((resolve) => setTimeout(resolve, PACE_MS));
    }
  }

  private async transfer(token: string, body: Acknowledged['body']): Promise<boolean> {
    const key = randomUUID();
    const answer = await this.send(token, 'POST', pathOf(gamesApi.transfer), body, key);
    if (answer?.status !== 200) return false;
    this.acknowledged.push({ token, key, body, text: answer.text });
    return true;
  }

  /** One request, failing over to the next node on a connection error. */
  async send(
    token: string,
    method: string,
    path: string,
    body?: object,
    key?: string,
  ): Promise<Answered | undefined> {
    const deadline = Date.now() + FAILOVER_MS;
    const phase = this.phase;
    let index = this.turn++ % this.nodes.length;
    for (let attempt = 0; ; attempt += 1) {
      const node = this.nodes[index % this.nodes.length]!;
      try {
        const response = await fetch(`${node.url}${path}`, {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            ...(body ? { 'content-type': 'application/json' } : {}),
            ...(key ? { 'idempotency-key': key } : {}),
          },
          body: body ? JSON.stringify(body) : undefined,
          signal: AbortSignal.timeout(REQUEST_MS),
        });
        const answer = {
          node: node.name,
          draining: node.draining,
          phase,
          status: response.status,
          text: await response.text(),
        };
        this.answers.push(answer);
        return answer;
      } catch (error) {
        // A timeout is a hang, not a stopped node: no balancer would hide it.
        if (error instanceof DOMException && error.name === 'TimeoutError') throw error;
        if (Date.now() > deadline) {
          this.unanswered.push(`${method} ${path} (${phase}): ${String(error)}`);
          return undefined;
        }
        this.failovers.set(phase, (this.failovers.get(phase) ?? 0) + 1);
        index += 1;
        // Both refused (one stopping, the other not yet listening): a balancer's retry interval.
        if (attempt % this.nodes.length === this.nodes.length - 1)
          await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }
}
