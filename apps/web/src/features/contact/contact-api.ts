import { lookupApi } from '@wallet/contract';
import { callRoute } from '../../lib/api/call-route.ts';

export const fetchContact = (signal?: AbortSignal) => callRoute(lookupApi.contact, { signal });
export const fetchChatWidget = (signal?: AbortSignal) => callRoute(lookupApi.enableChatWidget, { signal });
