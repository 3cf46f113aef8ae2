import type { MovementDetails } from '../wallet/index.ts';

/** The statement detail of a bonus's movements: `promotion` for a promotion code, `bonus` otherwise. */
export function detailsOf(bonus: { code: string; description: string; promotion: boolean }): MovementDetails {
  const detail = { description: `${bonus.code}: ${bonus.description}` };
  return bonus.promotion ? { promotion: detail } : { bonus: detail };
}
