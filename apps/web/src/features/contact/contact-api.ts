import { lookupApi } from '@wallet/contract';
import { routeQuery } from '../../lib/api/client.ts';

export const contactQuery = routeQuery(lookupApi.contact);
export const chatWidgetQuery = routeQuery(lookupApi.enableChatWidget);
