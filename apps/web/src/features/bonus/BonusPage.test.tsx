import { IDEMPOTENCY_HEADER, type BonusEntry } from '@wallet/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@wallet/web-client/test';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { BonusPage } from './BonusPage.tsx';

const bonus = (code: string, received = 0, isActive = false): BonusEntry => ({
  code,
  type: 'day',
  maxReceived: 1,
  percentFail: 30,
  banners: [{ image: `/bonus/${code}.svg`, html: `<p>Banner ${code}</p><script>alert(1)</script>` }],
  userBonus: {
    _id: isActive ? '7' : null,
    isActive,
    received: Array.from({ length: received }, () => ({ updatedAt: '2026-11-23T10:00:00.000Z' })),
  },
  description: `Description ${code}`,
  percent: 10,
  maxBonus: 300,
  minDeposit: 100,
  targetTimes: 3,
});

const inactive = { body: { status: false, type: null, code: null, target: null, floor: null } };
const activation = {
  _id: '9',
  code: 'DAILY10',
  isActive: true,
  deposit: 1000,
  bonus: 100,
  target: 3300,
  wallet: { amount: 1100 },
};

describe('BonusPage', () => {
  it('lists the banners; a banner opens its details, whose receive button activates it with a key', async () => {
    const { callsTo } = mockFetch({
      'GET /api/bonus': { body: [bonus('DAILY10'), bonus('WEEKLY20', 1)] },
      'GET /api/bonus/check/active': inactive,
      'GET /api/bonus/activate/DAILY10': { body: activation },
    });
    const user = userEvent.setup();
    renderWithApp(<BonusPage />);
    const card = await screen.findByTestId('bonus-card-DAILY10');
    // Issue 42: the card is titled in words, the code kept small beside it.
    expect(within(card).getByTestId('bonus-card-title').textContent).not.toContain('DAILY10');
    expect(within(card).getByTestId('bonus-card-title').textContent).toMatch(/% bonus, up to .* baht$/);
    await user.click(card);
    const details = screen.getByTestId('bonus-details');
    expect(within(details).getByText('Banner DAILY10')).toBeTruthy();
    expect(details.querySelector('script')).toBeNull();
    expect(within(details).getByText('Withdrawing before the target deducts 30% of the bonus')).toBeTruthy();
    await user.click(within(details).getByTestId('bonus-receive'));
    // Taking a bonus asks first; cancel leaves without a call.
    await user.click(await screen.findByTestId('bonus-take-confirm-cancel'));
    expect(callsTo('GET /api/bonus/activate/DAILY10')).toHaveLength(0);
    await user.click(within(details).getByTestId('bonus-receive'));
    expect(screen.getByTestId('bonus-take-confirm').textContent).toContain('cannot receive a refund');
    await user.click(screen.getByTestId('bonus-take-confirm-confirm'));
    expect(await screen.findByText('Bonus of 100.00 baht received')).toBeTruthy();
    expect(callsTo('GET /api/bonus/activate/DAILY10')[0]!.headers.get(IDEMPOTENCY_HEADER)).toMatch(
      /^[0-9a-f]{32}$/,
    );
    // Exhausted: its receive button is disabled.
    expect(screen.getByTestId('bonus-card-WEEKLY20').textContent).toContain('Fully received');
  });

  it('upper-cases the promotion code, says not found, and shows a found promotion in a modal', async () => {
    const { callsTo } = mockFetch({
      'GET /api/bonus': { body: [] },
      'GET /api/bonus/check/active': inactive,
      'GET /api/promotion/find/NOPE': { status: 404, body: { message: 'NO_PROMOTION' } },
      'GET /api/promotion/find/LUCKY100': {
        body: {
          code: 'LUCKY100',
          percentFail: 50,
          description: 'Double it',
          percent: 100,
          maxBonus: 200,
          minDeposit: 100,
        },
      },
      'GET /api/promotion/activate/LUCKY100': { status: 409, body: { message: 'PROMOTION_RECEIVED' } },
    });
    const user = userEvent.setup();
    renderWithApp(<BonusPage />);
    await user.click(await screen.findByTestId('promotion-search'));
    expect(screen.getByText('Please enter a promotion code')).toBeTruthy();
    await user.type(screen.getByTestId('promotion-code'), 'nope');
    expect((screen.getByTestId('promotion-code') as HTMLInputElement).value).toBe('NOPE');
    await user.click(screen.getByTestId('promotion-search'));
    expect(await screen.findByTestId('promotion-not-found')).toBeTruthy();
    await user.clear(screen.getByTestId('promotion-code'));
    await user.type(screen.getByTestId('promotion-code'), 'lucky100');
    await user.click(screen.getByTestId('promotion-search'));
    const modal = await screen.findByTestId('promotion-modal');
    expect(within(modal).getByText('Double it')).toBeTruthy();
    await user.click(within(modal).getByTestId('promotion-activate'));
    await user.click(await screen.findByTestId('bonus-take-confirm-confirm'));
    // The server's refusal is an error alert with its message.
    expect((await screen.findByTestId('result-dialog')).getAttribute('data-kind')).toBe('error');
    expect(callsTo('GET /api/promotion/activate/LUCKY100')).toHaveLength(1);
  });

  it('shows the active bonus with the notice filled from the current promotion, and ends it', async () => {
    let active = true;
    mockFetch({
      'GET /api/bonus': { body: [bonus('DAILY10', 1, true)] },
      'GET /api/bonus/check/active': () =>
        active
          ? {
              body: {
                status: true,
                type: 'day',
                code: 'DAILY10',
                target: 3300,
                floor: 5,
                mayEnd: true,
                total: 3400,
              },
            }
          : inactive,
      'GET /api/promotion/current': {
        body: {
          code: 'DAILY10',
          percentFail: 30,
          description: 'd',
          percent: 10,
          maxBonus: 300,
          minDeposit: 100,
        },
      },
      'GET /api/lookup/notice': { body: { notice: 'Withdraw early and lose %percentFail%% of the bonus' } },
      'GET /api/bonus/clear': () => {
        active = false;
        return { body: { message: 'BONUS_CLEAR' } };
      },
    });
    const user = userEvent.setup();
    renderWithApp(<BonusPage />);
    const notice = await screen.findByTestId('bonus-active');
    expect(within(notice).getByText(/3,300\.00 baht/)).toBeTruthy();
    expect((await screen.findByTestId('bonus-notice')).textContent).toBe(
      'Withdraw early and lose 30% of the bonus',
    );
    await user.click(screen.getByTestId('bonus-clear'));
    // Ending asks first; keeping the bonus leaves it as it is.
    await user.click(await screen.findByTestId('bonus-end-confirm-cancel'));
    expect(screen.getByTestId('bonus-active')).toBeTruthy();
    await user.click(screen.getByTestId('bonus-clear'));
    await user.click(await screen.findByTestId('bonus-end-confirm-confirm'));
    expect((await screen.findByTestId('result-dialog')).getAttribute('data-kind')).toBe('success');
    await screen.findByTestId('bonus-card-DAILY10');
    expect(screen.queryByTestId('bonus-active')).toBeNull();
  });

  it('a refused clear is an error alert and the bonus stays', async () => {
    mockFetch({
      'GET /api/bonus': { body: [] },
      'GET /api/bonus/check/active': {
        body: {
          status: true,
          type: 'day',
          code: 'DAILY10',
          target: 3300,
          floor: 5,
          mayEnd: true,
          total: 3300,
        },
      },
      // The balance fell back between the read and the clear: the server decides.
      'GET /api/bonus/clear': { status: 409, body: { message: 'BONUS_CONDITION' } },
    });
    const user = userEvent.setup();
    renderWithApp(<BonusPage />);
    await user.click(await screen.findByTestId('bonus-clear'));
    await user.click(await screen.findByTestId('bonus-end-confirm-confirm'));
    expect((await screen.findByTestId('result-dialog')).getAttribute('data-kind')).toBe('error');
    expect(screen.getByTestId('bonus-active')).toBeTruthy();
  });

  it('the cancel button is disabled with the reason while the conditions are not met (issue 42)', async () => {
    const { callsTo } = mockFetch({
      'GET /api/bonus': { body: [] },
      'GET /api/bonus/check/active': {
        body: {
          status: true,
          type: 'day',
          code: 'DAILY10',
          target: 3300,
          floor: 5,
          mayEnd: false,
          total: 1200,
        },
      },
    });
    renderWithApp(<BonusPage />);
    const button = (await screen.findByTestId('bonus-clear')) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    const why = screen.getByTestId('bonus-clear-why');
    expect(why.textContent).toContain('3,300.00');
    expect(why.textContent).toContain('1,200.00');
    expect(button.getAttribute('aria-describedby')).toBe(why.id);
    await userEvent.setup().click(button);
    expect(screen.queryByTestId('bonus-end-confirm')).toBeNull();
    expect(callsTo('GET /api/bonus/clear')).toHaveLength(0);
  });
});
