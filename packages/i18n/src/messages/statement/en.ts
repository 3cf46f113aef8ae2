import type { thStatementMessages } from './th.ts';

export const enStatementMessages: Record<keyof typeof thStatementMessages, string> = {};
