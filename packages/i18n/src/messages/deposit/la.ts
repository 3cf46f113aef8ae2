import type { thDepositMessages } from './th.ts';

export const laDepositMessages: Record<keyof typeof thDepositMessages, string> = {};
