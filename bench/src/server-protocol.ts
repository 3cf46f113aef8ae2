import type { MemoryPeak } from './memory.ts';
import type { RoundTrips } from './roundtrips.ts';

/** What startStack hands the server process (as JSON in BENCH_STACK). */
export interface StackEnv {
  /** The server's environment, as loadConfig reads it. */
  config: Record<string, string>;
  /** Add the naive transfer route and its tables (only on a throwaway database). */
  naive: boolean;
}

/** The server process's first message: it listens. */
export interface ChildReady {
  ready: true;
  baseUrl: string;
  databaseUrl: string;
  embedded: boolean;
  seededDemo: boolean;
  poolSize: number;
  postmasterPid: number | undefined;
}

/** A request the bench sends, for countRoundTrips in the server process. */
export interface RoundTripOrder {
  kind: 'roundtrips';
  requests: number;
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  /** Replaced in the headers by a fresh id on every request. */
  uniqueId: string;
}

export type ChildOrder = { id: number } & (
  { kind: 'memory-now' | 'memory-settled' | 'memory-start' | 'memory-stop' | 'stop' } | RoundTripOrder
);

export interface ChildReply {
  id: number;
  result?: MemoryPeak | RoundTrips | undefined;
  error?: string;
}
