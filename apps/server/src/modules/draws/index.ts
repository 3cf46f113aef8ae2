/** The draws module's public surface. */
export { drawsModule, type DrawsDeps } from './module.ts';
export {
  Draws,
  type DrawDescriber,
  type DrawOutcomeNames,
  type DrawPurpose,
  type DrawTicket,
} from './service.ts';
export { recordDrawSql, type LockedAlong } from './seeds.ts';
export { payOutByDraw, type DrawnPayout, type DrawnResult } from './payout-by-draw.ts';
