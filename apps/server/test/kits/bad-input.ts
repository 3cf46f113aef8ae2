import { sql } from 'drizzle-orm';
import type { TestApp } from '../harness.ts';

/** What the bad-input suites feed every route: oversized, control characters, wrong types. */
export const huge = 'x'.repeat(100 * 1024);
export const control = 'abc\u0000\u0007def';
export const garbage: unknown[] = [
  null,
  42,
  'text',
  [],
  {},
  { username: huge, password: huge, phoneNumber: huge, name: huge, otpToken: huge, otpCode: huge },
  {
    username: 123,
    password: false,
    phoneNumber: [],
    name: {},
    otpToken: 1,
    otpCode: null,
    isRemember: 'yes',
  },
  {
    username: control,
    password: control,
    phoneNumber: control,
    name: control,
    bankCode: control,
    bankAccountName: control,
    bankAccountNo: control,
    sourceCode: control,
    otpToken: control,
    otpCode: control,
    oldPassword: control,
    newPassword: control,
  },
  { from: 'WALLET', to: 'pg', amount: '10' },
  { from: 'WALLET', to: control, amount: 0 },
  { from: huge, to: 'WALLET', amount: 1e308 },
  { to: ['pg'], amount: Number.MAX_SAFE_INTEGER },
  { amount: -1 },
  { amount: 0.001 },
  { amount: null, to: null, from: null },
];

/** The tables bad input must not change, summed up so that before and after compare. */
export async function tableSnapshot(t: TestApp) {
  const result = await t.database.db.execute(sql`
    select (select md5(coalesce(string_agg(m::text, ',' order by id), '')) from members m) as members,
           (select count(*) from otps) as otps,
           (select count(*) from sessions) as sessions,
           (select count(*) from movements) as movements,
           (select count(*) from journal_entries) as entries,
           (select count(*) from game_accounts) as games,
           (select count(*) from qr_codes) as qrs,
           (select count(*) from slips) as slips,
           (select count(*) from truemoney_vouchers) as vouchers,
           (select count(*) from gateway_payments) as payments,
           (select count(*) from member_bonuses) as bonuses,
           (select count(*) from idempotency_keys) as keys,
           (select count(*) from draws) as draws,
           (select md5(coalesce(string_agg(s::text, ',' order by id), '')) from draw_seeds s) as seeds,
           (select count(*) from invite_accruals) as accruals,
           (select count(*) from refund_receipts) as receipts,
           (select count(*) from spins) as spins,
           (select md5(coalesce(string_agg(c::text, ',' order by id), '')) from spin_coupons c) as coupons,
           (select count(*) from spin_coin_entries) as coin_entries,
           (select md5(coalesce(string_agg(o::text, ',' order by id), '')) from operators o) as operators,
           (select count(*) from operator_sessions where revoked_at is null) as operator_sessions,
           (select count(*) from operator_audit) as audit,
           (select count(*) from adjustments) as adjustments,
           (select count(*) from withdrawal_decisions) + (select count(*) from deposit_review_decisions) as decisions,
           (select md5(coalesce(string_agg(a::text, ',' order by id), '')) from ledger_accounts a) as accounts,
           (select md5(coalesce(string_agg(c::text, ',' order by id), '')) from chat_conversations c) as chats,
           (select count(*) from chat_messages) as chat_messages,
           (select count(*) from chat_sessions) as chat_sessions,
           (select count(*) from chat_files) as chat_files,
           (select count(*) from chat_canned_replies) as canned_replies`);
  return result.rows[0];
}
