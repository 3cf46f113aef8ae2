import type { thDepositMessages } from './th.ts';

export const enDepositMessages: Record<keyof typeof thDepositMessages, string> = {};
