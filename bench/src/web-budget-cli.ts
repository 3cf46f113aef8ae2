import path from 'node:path';
import { formatBudget, overBudget, weighPages } from './web-budget.ts';

/** `npm run budget -w @wallet/bench`: the initial-JS budget of the built web app, exit 1 when over. */
const dist = process.env.WEB_DIST ?? path.join(import.meta.dirname, '../../apps/web/dist');
const weights = weighPages(dist);
console.log(formatBudget(weights));
if (overBudget(weights).length > 0) process.exitCode = 1;
