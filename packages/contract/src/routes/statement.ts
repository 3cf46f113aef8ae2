import { pageRequest, statementReply } from '../api/statement.ts';
import { defineRoute } from './define.ts';

export const statementApi = {
  page: defineRoute({
    method: 'POST',
    path: '/api/statement',
    access: 'member',
    tag: 'statement',
    summary: "The member's movements of every kind, newest first (ADR 0021)",
    body: pageRequest,
    replies: { 200: statementReply },
    codes: [],
  }),
};
