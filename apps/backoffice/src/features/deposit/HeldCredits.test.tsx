import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  bankFeedOperatorApi,
  operatorAuthApi,
  pathOf,
  type HeldCreditBatch,
  type HeldCreditBatchesReply,
} from '@wallet/contract';
import { mockFetch } from '@wallet/web-client/test';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../lib/i18n/I18nProvider.tsx';
import { meReplyOf, operatorOf, testQueryClient } from '../../test/render.tsx';
import { HeldCredits } from './HeldCredits.tsx';

const batch: HeldCreditBatch = {
  id: 4,
  kind: 'statement',
  fileName: 'kbank-may.csv',
  fileSha256: 'ab'.repeat(32),
  bankCode: 'KBANK',
  accountNo: '0481234567',
  itemId: null,
  requestedBy: { id: 7, username: 'finance.a', name: 'Finance A' },
  requestedAt: '2026-11-26T03:00:00.000Z',
  reason: 'month-end statement',
  credits: [
    {
      id: 31,
      transferId: 'transfer-12',
      member: { id: 55, username: '0812345678', name: 'Somchai' },
      amount: 90_000.54,
      bankTime: '2026-11-26T02:58:00.000Z',
      status: 'WAITING',
      decidedBy: null,
      decidedAt: null,
      decisionReason: null,
    },
  ],
};
const LIST = `GET ${pathOf(bankFeedOperatorApi.heldCredits)}`;
const APPROVE = `POST ${pathOf(bankFeedOperatorApi.approveHeldCredit, { creditId: 31 })}`;

function renderHeld(meId: number) {
  const reply: HeldCreditBatchesReply = { pending: { count: 1, oldestAt: null }, batches: [batch] };
  const approved: HeldCreditBatch = {
    ...batch,
    credits: [{ ...batch.credits[0]!, status: 'APPLIED', decidedBy: { id: meId, username: 'b', name: 'B' } }],
  };
  const mocked = mockFetch({
    [`GET ${pathOf(operatorAuthApi.me)}`]: { body: meReplyOf(operatorOf('finance', meId)) },
    [LIST]: { body: reply },
    [APPROVE]: { body: approved },
  });
  render(
    <QueryClientProvider client={testQueryClient()}>
      <I18nProvider locale="en">
        <HeldCredits />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return mocked;
}

describe('credits waiting for a second operator (ADR 0131)', () => {
  it('shows the file, who supplied it and why, each row; a second operator approves a row with a reason', async () => {
    const { callsTo } = renderHeld(8);
    const user = userEvent.setup();
    const held = await screen.findByTestId('held-batch');
    expect(held.textContent).toContain('kbank-may.csv');
    expect(held.textContent).toContain('Finance A');
    expect(held.textContent).toContain('month-end statement');
    const row = screen.getByTestId('held-credit-row');
    expect(row.textContent).toContain('Somchai');
    expect(row.textContent).toContain('90,000.54');
    await user.click(await within(row).findByTestId('held-credit-approve'));
    const confirm = screen.getByTestId('confirm-dialog');
    expect(confirm.textContent).toContain('kbank-may.csv');
    await user.type(within(confirm).getByTestId('confirm-reason'), 'checked on the KBANK portal');
    await user.click(within(confirm).getByTestId('confirm-submit'));
    await waitFor(() =>
      expect(callsTo(APPROVE).map((call) => call.body)).toEqual([{ reason: 'checked on the KBANK portal' }]),
    );
  });

  it('the operator who supplied the file sees why there is nothing to press', async () => {
    const { callsTo } = renderHeld(7);
    const row = await screen.findByTestId('held-credit-row');
    await waitFor(() => expect(row.textContent).toContain('another operator decides it'));
    expect(within(row).queryByTestId('held-credit-approve')).toBeNull();
    expect(callsTo(APPROVE)).toHaveLength(0);
  });
});
