import type { OperatorSide } from '../../lib/operator-side.ts';
import { appendAudit } from './audit/audit-log.ts';
import { actorOf } from './operators/plugin.ts';

/** What the domain modules' operator routes use of the back-office (ADR 0056); app.ts hands it to them. */
export const operatorSide: OperatorSide = { actorOf, appendAudit };
