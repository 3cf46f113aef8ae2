import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** Column shapes every table spells the same way. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const memberId = () => bigint('member_id', { mode: 'number' });
/** Money: integer satang. */
export const satang = (name: string) => bigint(name, { mode: 'number' });
