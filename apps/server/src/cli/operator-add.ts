/**
 * npm run operator:add -- --username ann --name "Ann" --role finance [--password ...]
 * Creates an operator from the shell (the first admin of a production site), on DATABASE_URL or
 * the embedded database under DATA_DIR. Prints the password (when generated) and the TOTP
 * enrolment URI once; the audit trail records it with no operator (the shell).
 */
import { parseArgs } from 'node:util';
import { operatorRole } from '@wallet/contract';
import { loadConfig } from '../config.ts';
import { startDatabase } from '../boot.ts';
import { buildApp } from '../app.ts';
import { AppError } from '../lib/app-error.ts';

const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string' },
    password: { type: 'string' },
  },
});
const role = operatorRole.safeParse(values.role);
if (!values.username || !role.success) {
  console.error(
    'usage: npm run operator:add -- --username <name> --role admin|finance|support [--name "Full name"] [--password <pw>]',
  );
  process.exit(2);
}

const config = loadConfig();
const stack = await startDatabase(config, (line) => console.error(line));
let code = 0;
try {
  const { app, operators } = await buildApp({ config, db: stack.database.db });
  const password = values.password ?? (await import('../modules/auth/index.ts')).oneTimePassword();
  try {
    const made = await operators.create(
      { operatorId: null, ip: null },
      {
        username: values.username,
        name: values.name ?? values.username,
        role: role.data,
        password,
        reason: 'npm run operator:add',
      },
    );
    console.log(`operator ${made.operator.username} (${made.operator.role}, id ${made.operator.id}) created`);
    if (!values.password) console.log(`password: ${password}  (shown once)`);
    // Every operator has TOTP (ADR 0051): the secret is shown here once.
    console.log(`TOTP secret: ${made.enrolment.secret}`);
    console.log(`TOTP enrolment URI (scan or paste into an authenticator app): ${made.enrolment.otpauthUri}`);
  } catch (error) {
    console.error(`operator not created: ${error instanceof AppError ? error.code : String(error)}`);
    code = 1;
  }
  await app.close();
} finally {
  await stack.stop();
}
process.exit(code);
