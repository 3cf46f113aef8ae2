import { textIn, type OperatorText } from '@wallet/contract';
import type { MovementDetails } from '../wallet/index.ts';

/**
 * The statement detail of a bonus's movements: `promotion` for a promotion code, `bonus` otherwise.
 * Written once into the ledger, so in the site's default language (Thai).
 */
export function detailsOf(bonus: {
  code: string;
  description: OperatorText;
  promotion: boolean;
}): MovementDetails {
  const detail = { description: `${bonus.code}: ${textIn(bonus.description, 'th')}` };
  return bonus.promotion ? { promotion: detail } : { bonus: detail };
}
