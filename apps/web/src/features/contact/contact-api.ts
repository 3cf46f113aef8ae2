import { contactReply, enableChatWidgetReply } from '@wallet/contract';
import { apiGet } from '../../lib/api/client.ts';

export const fetchContact = (signal?: AbortSignal) => apiGet('/api/lookup/contact', contactReply, signal);
export const fetchChatWidget = (signal?: AbortSignal) =>
  apiGet('/api/lookup/enableChatWidget', enableChatWidgetReply, signal);
