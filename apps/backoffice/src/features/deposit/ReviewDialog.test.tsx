import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { operatorAuthApi, pathOf, type DepositReviewItem, depositReviewApi } from '@wallet/contract';
import { mockFetch } from '@wallet/web-client/test';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../lib/i18n/I18nProvider.tsx';
import { testQueryClient } from '../../test/render.tsx';
import { ReviewDialog } from './ReviewDialog.tsx';

const unreadSlip: DepositReviewItem = {
  id: 'slip-9',
  channel: 'slip',
  member: { id: 7, username: '0812345678', name: 'Somchai' },
  amount: null,
  status: 'PENDING',
  reference: 'SLIP-9',
  createdAt: '2026-11-23T10:00:00.000Z',
  imageUrl: '/api/statement/slip/image?sig=abc',
  verifierNote: 'SLIP_NOT_FOUND',
  details: { bank: 'SCB', transRef: '0123ABC' },
  firstApproval: null,
  decidedAt: null,
  decidedBy: null,
  reason: null,
};

const APPROVE = `POST ${pathOf(depositReviewApi.approveDepositReview, { reviewId: 'slip-9' })}`;
const ME = `GET ${pathOf(operatorAuthApi.me)}`;

function meAs(id: number) {
  return {
    body: {
      operator: {
        id,
        username: `op${id}`,
        name: `Operator ${id}`,
        role: 'finance',
        active: true,
        totp: true,
        createdAt: '2026-11-01T00:00:00.000Z',
        lastLoginAt: null,
      },
      session: {
        id: 's1',
        operator: { id, username: `op${id}` },
        createdAt: '2026-11-23T09:00:00.000Z',
        lastSeenAt: '2026-11-23T10:00:00.000Z',
        expiresAt: '2026-11-23T10:30:00.000Z',
        revokedAt: null,
        ip: null,
        userAgent: null,
        active: true,
        current: true,
      },
    },
  };
}

/** The slip after operator 3 approved 250 baht past the day's limit: it waits for a second operator. */
const firstApproved: DepositReviewItem = {
  ...unreadSlip,
  firstApproval: {
    operator: { id: 3, username: 'op3', name: 'Operator 3' },
    at: '2026-11-23T10:05:00.000Z',
    amount: 250,
  },
};

function renderDialog(item: DepositReviewItem) {
  const onClose = vi.fn();
  const onDecided = vi.fn(async () => undefined);
  render(
    <QueryClientProvider client={testQueryClient()}>
      <I18nProvider locale="en">
        <ReviewDialog item={item} onClose={onClose} onDecided={onDecided} />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return { onClose, onDecided };
}

describe('deposit review', () => {
  it('shows the slip and the verifier, and credits the amount the operator read off the slip', async () => {
    const { callsTo } = mockFetch({ [APPROVE]: { body: { ...unreadSlip, status: 'SUCCESS', amount: 250 } } });
    const { onClose, onDecided } = renderDialog(unreadSlip);
    const user = userEvent.setup();

    expect((screen.getByTestId('review-slip') as HTMLImageElement).getAttribute('src')).toBe(
      unreadSlip.imageUrl,
    );
    expect(screen.getByTestId('review-verifier-note').textContent).not.toBe('—');
    expect(screen.getByText('0123ABC')).toBeTruthy();

    // Without an amount there is nothing to credit.
    const approve = screen.getByTestId('review-approve') as HTMLButtonElement;
    expect(approve.disabled).toBe(true);
    await user.type(screen.getByTestId('review-amount'), '250.005');
    expect(approve.disabled).toBe(true);
    await user.clear(screen.getByTestId('review-amount'));
    await user.type(screen.getByTestId('review-amount'), '250');
    await user.click(approve);

    expect(screen.getByTestId('review-confirm').textContent).toContain('250.00');
    await user.type(screen.getByTestId('confirm-reason'), 'Amount read on the slip');
    await user.click(screen.getByTestId('confirm-submit'));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onDecided).toHaveBeenCalled();
    expect(callsTo(APPROVE).map((call) => call.body)).toEqual([
      { amount: 250, reason: 'Amount read on the slip' },
    ]);
  });

  it('cancelling the confirmation goes back to the evidence without sending anything', async () => {
    const { calls } = mockFetch({ [ME]: meAs(8) });
    renderDialog(unreadSlip);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('review-reject'));
    await user.click(screen.getByText('Cancel'));
    expect(screen.getByTestId('review-dialog')).toBeTruthy();
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('a first approval is shown; a second operator credits its amount, the first cannot approve again', async () => {
    const { callsTo } = mockFetch({
      [ME]: meAs(8),
      [APPROVE]: { body: { ...firstApproved, status: 'SUCCESS', amount: 250, firstApproval: null } },
    });
    const { onClose } = renderDialog(firstApproved);
    const user = userEvent.setup();
    expect(screen.getByTestId('review-first-approval').textContent).toContain('Operator 3');
    expect(screen.queryByTestId('review-amount')).toBeNull();
    const approve = screen.getByTestId('review-approve') as HTMLButtonElement;
    await waitFor(() => expect(approve.disabled).toBe(false));
    await user.click(approve);
    expect(screen.getByTestId('review-confirm').textContent).toContain('250.00');
    await user.type(screen.getByTestId('confirm-reason'), 'Seen on the statement');
    await user.click(screen.getByTestId('confirm-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo(APPROVE).map((call) => call.body)).toEqual([{ reason: 'Seen on the statement' }]);
  });

  it('the operator who approved first sees the approve button disabled', async () => {
    mockFetch({ [ME]: meAs(3) });
    renderDialog(firstApproved);
    await waitFor(() =>
      expect((screen.getByTestId('review-approve') as HTMLButtonElement).disabled).toBe(true),
    );
  });
});
