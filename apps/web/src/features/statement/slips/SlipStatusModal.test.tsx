import { pathOf, slipApi, type SlipEntry } from '@wallet/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@wallet/web-client/test';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/format/date-time.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { StatementPage } from '../StatementPage.tsx';

const slip = (over: Partial<SlipEntry>): SlipEntry => ({
  reference: 'S1',
  createdAt: '2026-03-04T05:06:07.000Z',
  amount: 500,
  status: 'SUCCESS',
  note: null,
  ...over,
});

const slips = [
  slip({ reference: 'S1' }),
  slip({ reference: 'S2', status: 'FAILED', amount: 0, note: 'EXPIRED_SLIP' }),
  slip({ reference: 'S3', status: 'PENDING', amount: 120.5 }),
];

function serve(table: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'POST /api/statement': { body: { total: 0, statements: [] } },
    'POST /api/statement/slip': { body: { total: 23, slips } },
    ...table,
  });
}

async function openSlips() {
  const user = userEvent.setup();
  renderWithApp(<StatementPage />);
  await user.click(screen.getByTestId('slip-status-open'));
  return user;
}

describe('Slip upload status modal', () => {
  it('lists slips with date, amount, status colour and the translated note, 10 a page', async () => {
    const { callsTo } = serve();
    await openSlips();
    const rows = await screen.findAllByTestId('slip-row');
    expect(callsTo('POST /api/statement/slip')[0]!.body).toEqual({ page: 1, limit: 10 });
    expect(within(rows[0]!).getByText(formatDateTime('2026-03-04T05:06:07.000Z'))).toBeTruthy();
    expect(within(rows[0]!).getByTestId('slip-amount').textContent).toBe('500.00');
    expect(within(rows[0]!).getByTestId('slip-status').getAttribute('data-tone')).toBe('success');
    expect(within(rows[1]!).getByTestId('slip-status').getAttribute('data-tone')).toBe('failed');
    expect(within(rows[1]!).getByTestId('slip-note').textContent).toBe('Expired slip');
    expect(within(rows[2]!).getByTestId('slip-status').textContent).toBe('In progress');
    expect(within(rows[2]!).getByTestId('slip-amount').textContent).toBe('120.50');
    expect(
      within(screen.getByTestId('slip-pager'))
        .getAllByTestId('slip-pager-page')
        .map((button) => button.textContent),
    ).toEqual(['1', '2']);
  });

  it('fetches the slip image address by reference and shows the image', async () => {
    const signedUrl = `${pathOf(slipApi.image, { reference: 'S2' })}?expires=1&sig=abc`;
    const { callsTo } = serve({
      'GET /api/statement/slip/reference/S2': { body: { url: signedUrl } },
    });
    const user = await openSlips();
    const rows = await screen.findAllByTestId('slip-row');
    await user.click(within(rows[1]!).getByTestId('slip-view'));
    const image = (await screen.findByTestId('slip-image-img')) as HTMLImageElement;
    expect(image.getAttribute('src')).toBe(signedUrl);
    expect(callsTo('GET /api/statement/slip/reference/S2')).toHaveLength(1);
  });

  it('refuses an image address that is not a web address or a path of this site', async () => {
    serve({ 'GET /api/statement/slip/reference/S1': { body: { url: 'javascript:alert(1)' } } });
    const user = await openSlips();
    const rows = await screen.findAllByTestId('slip-row');
    await user.click(within(rows[0]!).getByTestId('slip-view'));
    expect((await screen.findByTestId('toast')).getAttribute('data-kind')).toBe('error');
    expect(screen.queryByTestId('slip-image')).toBeNull();
  });

  it('closes back to the statement', async () => {
    serve();
    const user = await openSlips();
    await screen.findAllByTestId('slip-row');
    await user.click(within(screen.getByTestId('slip-status-modal')).getByTestId('modal-close'));
    await waitFor(() => expect(screen.queryByTestId('slip-status-modal')).toBeNull());
  });
});
