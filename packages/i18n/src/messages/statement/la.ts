import type { thStatementMessages } from './th.ts';

export const laStatementMessages: Record<keyof typeof thStatementMessages, string> = {};
