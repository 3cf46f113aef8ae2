import { slipReferenceReply, slipsReply, statementReply, type PageRequest } from '@wallet/contract';
import { apiGet, apiPost } from '../../lib/api/client.ts';

export const fetchStatements = (body: PageRequest, signal?: AbortSignal) =>
  apiPost('/api/statement', body, statementReply, signal);

export const fetchSlips = (body: PageRequest, signal?: AbortSignal) =>
  apiPost('/api/statement/slip', body, slipsReply, signal);

export const fetchSlipImageUrl = (reference: string) =>
  apiGet(`/api/statement/slip/reference/${encodeURIComponent(reference)}`, slipReferenceReply);
