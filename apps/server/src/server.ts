import { loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { startDatabase } from './boot.ts';
import { demoMember } from './demo-data.ts';

const config = loadConfig();
const stack = await startDatabase(config, (line) => console.error(line));
const { app, jobs } = await buildApp({ config, db: stack.database.db });
const stopJobs = jobs.start(config.RECOVERY_INTERVAL_MS, app.log);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  stopJobs();
  await app.close();
  // The embedded PostgreSQL gets a clean shutdown, so its next start needs no recovery.
  await stack.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.HOST, port: config.PORT });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.PORT;
const shownHost = config.HOST === '0.0.0.0' ? 'localhost' : config.HOST;
console.log(`
  Member wallet is running at  http://${shownHost}:${port}/
  API docs:                    http://${shownHost}:${port}/api/docs
  Database:                    ${stack.embedded ? `embedded PostgreSQL (data in ${config.DATA_DIR})` : 'DATABASE_URL'}
${config.sandbox ? `  Demo login:                  phone ${demoMember.username}  password ${demoMember.password}\n` : ''}  Stop with Ctrl-C.
`);
