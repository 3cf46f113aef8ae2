/**
 * npm run doctor — before a deploy, or whenever asked: checks the configuration, the database
 * and its migrations, Redis, storage and each configured vendor's credentials, one line each,
 * and exits 1 on any failure (ADR 0145).
 */
import { formatDoctorLine, runDoctor } from '../modules/health/index.ts';

const lines = await runDoctor();
for (const line of lines) console.log(formatDoctorLine(line));
const failed = lines.some((line) => line.status === 'fail');
console.log(failed ? 'doctor: FAILED' : 'doctor: OK');
process.exit(failed ? 1 : 0);
