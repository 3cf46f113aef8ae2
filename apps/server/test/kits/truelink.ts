import { expect } from 'vitest';
import {
  TRUELINK_DEFAULT_SECRET,
  encryptTrueLink,
  sandboxVoucherReply,
  type SandboxTrueMoneyFaultRequest,
  sandboxApi,
  trueLinkApi,
} from '@wallet/contract';
import type { TestApp } from '../harness.ts';
import { post, type Player } from '../money.ts';
import { call } from '../call.ts';

export const WALLET_NAME = 'LUCKY WALLET';

/** Requests and table reads the gift-link suites share, bound to the suite's app. */
export function trueLinkKit(app: () => TestApp) {
  async function voucher(amount: number) {
    const response = await call(app().app, sandboxApi.voucher, { body: { amount } });
    expect(response.statusCode).toBe(200);
    return sandboxVoucherReply.parse(response.json());
  }

  async function fault(rule: SandboxTrueMoneyFaultRequest) {
    const response = await call(app().app, sandboxApi.trueMoneyFaults, { body: rule });
    expect(response.json()).toEqual({ message: 'SUCCESS' });
  }

  function seal(link: string, walletAccountName = WALLET_NAME, secret = TRUELINK_DEFAULT_SECRET) {
    return encryptTrueLink(link, walletAccountName, secret);
  }

  async function submit(player: Player, sealed: string, key?: string) {
    const response = await post(app().app, player, trueLinkApi.redeem, { link: sealed }, key);
    return { statusCode: response.statusCode, body: response.json() as Record<string, unknown> };
  }

  async function voucherRow(voucherHash: string) {
    const { rows } = await app().database.pool.query<{
      member_id: number;
      amount: number | null;
      status: string;
      movement_id: number | null;
    }>('SELECT member_id, amount, status, movement_id FROM truemoney_vouchers WHERE voucher_hash = $1', [
      voucherHash,
    ]);
    return rows[0];
  }

  async function redeemedBy(voucherHash: string) {
    const { rows } = await app().database.pool.query<{ redeemed_by: string | null }>(
      'SELECT redeemed_by FROM sandbox_truemoney_vouchers WHERE voucher_hash = $1',
      [voucherHash],
    );
    return rows[0]?.redeemed_by;
  }

  async function movementOf(voucherHash: string) {
    const { rows } = await app().database.pool.query<{
      id: number;
      member_id: number;
      reference: string;
      statement_type: string;
      kind: string;
      from_place: string;
      to_place: string;
      amount: number;
      status: string;
    }>(
      `SELECT id, member_id, reference, statement_type, kind, from_place, to_place, amount, status
       FROM movements WHERE op_key = $1`,
      [`voucher:${voucherHash}`],
    );
    return rows;
  }

  async function movementCount(memberId: number) {
    const { rows } = await app().database.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM movements WHERE member_id = $1',
      [memberId],
    );
    return rows[0]!.n;
  }

  return { voucher, fault, seal, submit, voucherRow, redeemedBy, movementOf, movementCount };
}
