import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { slipApi, statementApi } from '@wallet/contract';
import { describe, expect, it, vi } from 'vitest';
import { routeKey } from '@wallet/web-client';
import { mockFetch } from '@wallet/web-client/test';
import { renderWithApp } from '../../test/render.tsx';
import { InviteClaimDialog } from './InviteClaimDialog.tsx';

const invite = { amount: 50, success: 80, fail: 20 };

describe('InviteClaimDialog', () => {
  it('toasts the amount, closes, reads the wallet again and marks every statement list stale', async () => {
    const { callsTo } = mockFetch({
      'GET /api/invite/bonus': {
        body: {
          message: 'INVITE_BONUS_SUCCESS',
          amount: 50,
          reference: 'IB1',
          draw: { id: 4, outcome: 'success' },
        },
      },
    });
    const onClose = vi.fn();
    const onClaimed = vi.fn();
    const { queryClient } = renderWithApp(
      <InviteClaimDialog invite={invite} onClose={onClose} onClaimed={onClaimed} />,
    );
    const lists = [
      routeKey(statementApi.page, { body: { page: 1, limit: 10 } }),
      routeKey(slipApi.list, { body: { page: 1, limit: 10 } }),
    ];
    for (const queryKey of lists) queryClient.setQueryData(queryKey, { total: 0 });
    await userEvent.setup().click(screen.getByTestId('invite-claim-confirm'));
    const toast = await screen.findByTestId('toast');
    expect(toast.getAttribute('data-kind')).toBe('success');
    expect(toast.textContent).toContain('50.00');
    expect(callsTo('GET /api/invite/bonus')[0]!.headers.get('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
    expect(onClose).toHaveBeenCalled();
    expect(onClaimed).toHaveBeenCalled();
    await waitFor(() =>
      expect(lists.map((queryKey) => queryClient.getQueryState(queryKey)?.isInvalidated)).toEqual([
        true,
        true,
      ]),
    );
  });
});
