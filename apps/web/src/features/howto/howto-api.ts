import { lookupApi } from '@wallet/contract';
import { routeQuery } from '../../lib/api/client.ts';

/** The tutorials in the member's language, as the operator set them (ADR 0118). */
export const howtoQuery = routeQuery(lookupApi.howto);
