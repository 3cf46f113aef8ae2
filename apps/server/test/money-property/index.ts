/*
 * The money property test, in files with one job each:
 * - model.ts and invariants.ts: the expected state of each member's money and what must hold;
 * - commands/: what each command does and expects, one file per area (wallet and games,
 *   withdrawals, deposits, rewards, operators, faults and retries), and which area runs which;
 * - run-step.ts, sequence.ts, setup.ts, regressions.ts, property.ts: the runner.
 * The command shapes, the model's shape and the arbitrary of commands are the shared
 * ../money-model.ts and ../money-commands.ts.
 */
export { moneyProperty, type MoneyPropertyOptions } from './property.ts';
