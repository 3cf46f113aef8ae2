import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds; from a cached answer (~1 ms) to a provider call near its deadline. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The app's Prometheus metrics (ADR 0035), in a registry of its own: tests build many apps in
 * one process, and prom-client's global registry refuses a second metric of the same name.
 * What is counted as it happens lives here; what is read on scrape (pool, backlog, audit) is
 * added by the health module with `onScrape`.
 */
export class Metrics {
  readonly registry = new Registry();

  readonly httpRequests = new Counter({
    name: 'wallet_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });

  readonly httpDuration = new Histogram({
    name: 'wallet_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  readonly jobRuns = new Counter({
    name: 'wallet_job_runs_total',
    help: 'Background job runs by job and outcome (ok, failed, skipped: another node held the lock)',
    labelNames: ['job', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly providerCalls = new Counter({
    name: 'wallet_game_provider_calls_total',
    help: 'Game provider calls by provider, call and outcome (ok or the failure kind)',
    labelNames: ['provider', 'call', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly outsideCalls = new Counter({
    name: 'wallet_outside_calls_total',
    help: 'Calls to outside systems other than game providers (SMS, slip verifier, TrueMoney, QR gateways, payout rail, push services) by system, call and outcome (ok or the failure kind)',
    labelNames: ['system', 'call', 'outcome'] as const,
    registers: [this.registry],
  });

  /** Each outside system's last call on this node: whether it is failing now, not only since start. */
  readonly lastOutsideCall = new Map<string, { outcome: string; at: Date }>();

  countOutsideCall(system: string, call: string, outcome: string): void {
    this.outsideCalls.inc({ system, call, outcome });
    this.lastOutsideCall.set(system, { outcome, at: new Date() });
  }

  readonly redisErrors = new Counter({
    name: 'wallet_redis_errors_total',
    help: 'Failed Redis operations by operation (limiter: answered by PostgreSQL instead; publish, socket-fanout, connection)',
    labelNames: ['operation'] as const,
    registers: [this.registry],
  });
  readonly sockets = new Gauge({
    name: 'wallet_sockets_connected',
    help: 'Member sockets connected to this node',
    registers: [this.registry],
  });

  /**
   * A gauge read when Prometheus scrapes. A failed read (the database is away) shows NaN: a
   * throw here would fail the whole scrape, and the other metrics matter most at that moment.
   */
  onScrape(name: string, help: string, read: () => Promise<number> | number): void {
    new Gauge({
      name,
      help,
      registers: [this.registry],
      async collect() {
        this.set(await Promise.resolve(read()).catch(() => Number.NaN));
      },
    });
  }

  /** The same, one value per label (pool connections by state). */
  onScrapeBy(name: string, help: string, label: string, read: () => Record<string, number>): void {
    new Gauge({
      name,
      help,
      labelNames: [label],
      registers: [this.registry],
      collect() {
        for (const [value, count] of Object.entries(read())) this.set({ [label]: value }, count);
      },
    });
  }
}
