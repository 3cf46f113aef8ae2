import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { slipApi, statementApi, type RefundCheckReply } from '@wallet/contract';
import { mockFetch } from '@wallet/web-client/test';
import { routeKey } from '@wallet/web-client';
import { renderWithApp } from '../../test/render.tsx';
import { RefundModal } from './RefundModal.tsx';

const check: RefundCheckReply = {
  result: true,
  bonus: false,
  info: '<p>Cashback 5%<script>alert(1)</script></p>',
  refundAmount: 20,
  refundSuccess: 90,
  refundFail: 10,
  refundBalance: 15,
  period: { start: '2026-11-15T17:00:00.000Z', end: '2026-11-22T17:00:00.000Z' },
};

function serve(overrides: Partial<RefundCheckReply> = {}, table: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET /api/refund/check': { body: { ...check, ...overrides } },
    'POST /api/refund': { body: { total: 0, refunds: [] } },
    'GET /api/refund/banners': { body: { banners: [{ image: '/banners/refund.svg', html: '<p>5%</p>' }] } },
    ...table,
  });
}

function renderRefund() {
  const onMoneyMoved = vi.fn();
  const { queryClient } = renderWithApp(
    <RefundModal onClose={vi.fn()} onMoneyMoved={onMoneyMoved} onVerifyDraws={vi.fn()} />,
  );
  return { user: userEvent.setup(), onMoneyMoved, queryClient };
}

/** A statement page and a slip page already read, as after a visit to /user/statement. */
const statementLists = [
  routeKey(statementApi.page, { body: { page: 1, limit: 10 } }),
  routeKey(slipApi.list, { body: { page: 1, limit: 10 } }),
];

describe('RefundModal', () => {
  it('shows the sanitised info, the amount and the odds, and disables receive while a bonus is active', async () => {
    serve({ bonus: true });
    renderRefund();
    expect((await screen.findByTestId('refund-amount')).textContent).toBe('20.00');
    expect(screen.getByTestId('refund-check').innerHTML).not.toContain('script');
    expect(screen.getByTestId('refund-rates').textContent).toBe('Success rate 90%, fail rate 10%');
    expect((screen.getByTestId('refund-receive') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Refunds cannot be received while a bonus is active')).toBeTruthy();
  });

  it('receives with an Idempotency-Key, toasts the server message and checks again', async () => {
    const { callsTo } = serve(
      {},
      {
        'GET /api/refund/receive': {
          body: { message: 'REFUND_SUCCESS', refundAmount: 20, reference: 'RR1' },
        },
      },
    );
    const { user, onMoneyMoved } = renderRefund();
    await user.click(await screen.findByTestId('refund-receive'));
    expect((await screen.findByTestId('toast')).textContent).toContain('Refund received');
    expect(callsTo('GET /api/refund/receive')[0]!.headers.get('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() => expect(callsTo('GET /api/refund/check').length).toBe(2));
    expect(onMoneyMoved).toHaveBeenCalled();
  });

  it('asks for confirmation with the failure rate before adding to the wallet, and reports a lost draw', async () => {
    const { callsTo } = serve(
      {},
      {
        'GET /api/refund/addWallet': {
          body: { result: 'fail', refundAmount: 15, reference: 'RA1', draw: { id: 3, outcome: 'fail' } },
        },
      },
    );
    const { user } = renderRefund();
    await user.click(await screen.findByTestId('refund-add-wallet'));
    expect(screen.getByTestId('refund-add-warning').textContent).toContain('10%');
    expect(callsTo('GET /api/refund/addWallet')).toHaveLength(0);
    await user.click(screen.getByTestId('refund-add-confirm-button'));
    const toast = await screen.findByTestId('toast');
    expect(toast.getAttribute('data-kind')).toBe('error');
    expect(toast.textContent).toContain('could not be added');
    expect(callsTo('GET /api/refund/addWallet')).toHaveLength(1);
  });

  it('marks every statement list stale after a receive and after an add-to-wallet', async () => {
    serve(
      {},
      {
        'GET /api/refund/receive': {
          body: { message: 'REFUND_SUCCESS', refundAmount: 20, reference: 'RR1' },
        },
        'GET /api/refund/addWallet': {
          body: {
            result: 'success',
            refundAmount: 15,
            reference: 'RA1',
            draw: { id: 3, outcome: 'success' },
          },
        },
      },
    );
    const { user, queryClient } = renderRefund();
    const stale = () => statementLists.map((queryKey) => queryClient.getQueryState(queryKey)?.isInvalidated);
    for (const queryKey of statementLists) queryClient.setQueryData(queryKey, { total: 0 });
    await user.click(await screen.findByTestId('refund-receive'));
    await screen.findByTestId('toast');
    await waitFor(() => expect(stale()).toEqual([true, true]));

    for (const queryKey of statementLists) queryClient.setQueryData(queryKey, { total: 0 });
    expect(stale()).toEqual([false, false]);
    await user.click(screen.getByTestId('refund-add-wallet'));
    await user.click(screen.getByTestId('refund-add-confirm-button'));
    await waitFor(() => expect(stale()).toEqual([true, true]));
  });
});
