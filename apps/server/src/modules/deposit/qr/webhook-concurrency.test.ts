import { expect, it, vi } from 'vitest';
import { PROMPTPAY_QR_CHANNELS, toBaht } from '@wallet/contract';
import { useTestApp } from '../../../../test/fixture.ts';
import {
  MONEY_TEST_ENV,
  expectBooksBalanced,
  fundedPlayer,
  walletOf,
  type Player,
} from '../../../../test/money.ts';
import { createQr, depositMovements, payQr } from '../../../../test/kits/qr.ts';

const t = useTestApp(MONEY_TEST_ENV);

const MEMBERS = 14;
const QRS_PER_MEMBER = 10;
const DUPLICATES = 60;

it('credits 140 payments and their coins exactly once each under 200 concurrent deliveries (60 of them duplicates)', async () => {
  // A member has one live QR at a time, so most of these QRs are cancelled by the next one
  // when paid: each is still its first, exact payment, which ADR 0018 credits.
  const payments: { player: Player; qrcodeId: string; satang: number; txnId: string }[] = [];
  for (let m = 0; m < MEMBERS; m += 1) {
    const player = await fundedPlayer(t, 0);
    for (let q = 0; q < QRS_PER_MEMBER; q += 1) {
      const satang = 10_000 + m * 100 + q * 7 + 1;
      const qr = await createQr(
        t,
        player,
        PROMPTPAY_QR_CHANNELS[(m + q) % PROMPTPAY_QR_CHANNELS.length]!,
        toBaht(satang),
      );
      payments.push({ player, qrcodeId: qr.qrcodeId, satang, txnId: `TXN-${m}-${q}` });
    }
  }
  const duplicates = Array.from({ length: DUPLICATES }, (_, i) => payments[(i * 7) % payments.length]!);
  const deliveries = [...payments, ...duplicates];
  expect(deliveries).toHaveLength(200);

  const query = vi.spyOn(t.database.pool, 'query');
  const answers = await Promise.all(
    deliveries.map(async ({ qrcodeId, txnId }) => ({ txnId, response: await payQr(t, qrcodeId, { txnId }) })),
  );
  // The credits and their coins were written together, several payments to a statement (ADR 0213).
  const grouped = query.mock.calls
    .map(([config]) => config as { name?: string; values?: string[] })
    .filter((config) => config.name === 'ledger_open_many_spin_coins')
    .map((config) => (JSON.parse(config.values![0]!) as unknown[]).length);
  query.mockRestore();
  expect(grouped.reduce((sum, items) => sum + items, 0)).toBeGreaterThanOrEqual(payments.length);
  expect(Math.max(...grouped)).toBeGreaterThan(1);
  for (const { txnId, response } of answers) {
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'SUCCESS', txnId, outcome: 'CREDITED' });
  }

  const players = [...new Set(payments.map((payment) => payment.player))];
  for (const player of players) {
    const own = payments.filter((payment) => payment.player === player);
    const expected = own.reduce((sum, payment) => sum + payment.satang, 0);
    expect((await walletOf(t.app, player)).wallet).toBe(toBaht(expected));
    const movements = await depositMovements(t, player.memberId);
    expect(movements).toHaveLength(QRS_PER_MEMBER);
    expect(movements.every((movement) => movement.status === 'SUCCESS')).toBe(true);
    // Every payment is above 100 baht: one coin each (the spin setting's default), earned once.
    const { rows: coins } = await t.database.pool.query<{ coin: number; entries: number }>(
      `SELECT m.coin, (SELECT count(*)::int FROM spin_coin_entries e WHERE e.member_id = m.id AND e.reason = 'deposit') AS entries
       FROM members m WHERE m.id = $1`,
      [player.memberId],
    );
    expect(coins[0]).toEqual({ coin: QRS_PER_MEMBER, entries: QRS_PER_MEMBER });
  }
  // Each decision's op key names its movement (ADR 0213).
  const { rows } = await t.database.pool.query<{ n: number; moved: number }>(
    `SELECT count(*)::int AS n, count(m.id)::int AS moved
     FROM gateway_payments p LEFT JOIN movements m ON m.op_key = 'qr:' || p.channel || ':' || p.txn_id
     WHERE p.outcome = 'CREDITED'`,
  );
  expect(rows[0]).toEqual({ n: 140, moved: 140 });
  const report = await expectBooksBalanced(t);
  expect(report.ok).toBe(true);
}, 120_000);
