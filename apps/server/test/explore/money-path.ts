import type pg from 'pg';
import type { SandboxFaultRequest, SandboxSettingsRequest } from '@wallet/contract';
import type { CrashPointName, MoneyPath } from '../../src/lib/crash-point.ts';
import type { Ledger } from '../../src/modules/wallet/index.ts';
import type { ServerProcess } from '../server-process.ts';
import type { Random } from './seeded-random.ts';

/** What the outside systems will answer in one attempt, drawn from the seed. */
export interface Draw {
  /** How the table and a failure name it (`transfer in, lost-reply`). */
  label: string;
  faults: SandboxFaultRequest[];
  payoutDecision?: 'complete' | 'reject';
  /** Path-specific choices (a transfer's direction). */
  choice: string;
}

/** The member's request the exploration interrupts, and replays with the same key. */
export interface MemberRequest {
  path: string;
  /** POST unless the route says (the invite claim is a GET that moves money, ADR 0042). */
  method?: 'GET' | 'POST';
  /** JSON, or a multipart form (a slip's image); a GET sends none. */
  body: object | FormData;
  /** A signed delivery's own headers (a bank's push); the member's token and key are sent besides. */
  headers?: Record<string, string>;
}

export interface Reply {
  status: number;
  body: Record<string, unknown>;
}

export interface PathContext {
  server: ServerProcess;
  pool: pg.Pool;
  ledger: Ledger;
  member: { memberId: number; token: string };
  /** The sandbox game provider's folder (its own books, as a remote system's). */
  gamesDir: string;
}

/** One money path as the exploration drives and judges it. */
export interface MoneyPathDriver {
  path: MoneyPath;
  /** The sandbox settings the path runs under; the withdrawal approval defaults to automatic. */
  settings?: SandboxSettingsRequest;
  /** Server environment the path needs besides the runner's (a push's signing key). */
  env?: Record<string, string>;
  /** Stored settings the sandbox API does not set, written before the point's servers start. */
  setup?(pool: pg.Pool): Promise<void>;
  /**
   * The request the client sends again after the crash, when it is not the same bytes (a
   * bank re-signs its push); the runner replays `request` itself otherwise.
   */
  replay?(context: PathContext, request: MemberRequest): Promise<MemberRequest>;
  /** The outside answers for an attempt at `point`, drawn among those whose way passes it. */
  draw(random: Random, point: CrashPointName): Draw;
  /** Funds the member and readies what the request needs, on the armed server (no crash point runs here). */
  prepare(context: PathContext, draw: Draw): Promise<MemberRequest>;
  /** Everything wrong with the member's books after recovery and the replay ([] when they prove). */
  judge(context: PathContext, replay: Reply): Promise<string[]>;
}
