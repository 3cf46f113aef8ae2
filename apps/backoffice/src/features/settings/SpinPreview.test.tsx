import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { drawsOperatorApi, operatorAuthApi, pathOf, settingsOperatorApi, queuesApi } from '@wallet/contract';
import { mockFetch } from '@wallet/web-client/test';
import { describe, expect, it } from 'vitest';
import { saveToken } from '../../lib/session/session.ts';
import { emptyQueues, meReplyOf, operatorOf, renderApp } from '../../test/render.tsx';
import { spinGroupOf } from '../../test/spin-settings.ts';

const spinGroup = spinGroupOf({ big: 1, none: 3 });
const ROTATE = `POST ${pathOf(drawsOperatorApi.rotate)}`;

describe('the spin wheel preview (ADR 0109)', () => {
  it('shows the odds and the cost per 1,000 baht as the weights are typed; an admin rotates the seeds with a reason', async () => {
    saveToken('op-token');
    const { callsTo } = mockFetch({
      [`GET ${pathOf(operatorAuthApi.me)}`]: { body: meReplyOf(operatorOf('admin')) },
      [`GET ${pathOf(queuesApi.queues)}`]: {
        body: emptyQueues,
      },
      [`GET ${pathOf(settingsOperatorApi.spin.read)}`]: { body: spinGroup },
      [ROTATE]: { body: { rotated: 12 } },
    });
    const user = userEvent.setup();
    renderApp('/settings/spin');
    const preview = await screen.findByTestId('spin-preview');
    expect(within(preview).getByTestId('odds-BIG').textContent).toBe('25.00 %');
    // 10 spins per 1,000 THB × 25 THB a spin.
    expect(within(preview).getByTestId('spin-cost-per-1000').textContent).toContain('250.00');
    const weight = screen.getByTestId('setting-spin.wheel.slices.1.weight');
    await user.clear(weight);
    await user.type(weight, '1');
    await waitFor(() => expect(within(preview).getByTestId('odds-BIG').textContent).toBe('50.00 %'));
    expect(within(preview).getByTestId('spin-cost-per-1000').textContent).toContain('500.00');

    await user.click(within(preview).getByTestId('rotate-seeds'));
    await user.type(screen.getByTestId('confirm-reason'), 'quarterly rotation');
    await user.click(screen.getByTestId('confirm-submit'));
    expect((await screen.findByTestId('rotated-seeds')).textContent).toContain('12');
    expect(callsTo(ROTATE).map((call) => call.body)).toEqual([{ reason: 'quarterly rotation' }]);
  });
});
