/** The draws module's public surface. */
export { drawsModule, type DrawsDeps } from './module.ts';
export {
  Draws,
  type DrawDescriber,
  type DrawOutcomeNames,
  type DrawPurpose,
  type DrawTicket,
} from './service.ts';
export {
  DRAW_RECORD_COLUMNS,
  recordDrawsSql,
  type DrawRecordRow,
  type LockedAlong,
  type LockedSeed,
} from './seeds.ts';
export { payOutByDraw, type DrawnPayout, type DrawnResult } from './payout-by-draw.ts';
