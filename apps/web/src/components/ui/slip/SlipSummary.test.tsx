import type { SlipEntry } from '@wallet/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../../lib/i18n/I18nProvider.tsx';
import { EntryList } from '../entry-row/EntryRow.tsx';
import { SlipSummary } from './SlipSummary.tsx';

const refused: SlipEntry = {
  reference: 'S1',
  createdAt: '2026-01-02T03:04:05.000Z',
  amount: 0,
  status: 'FAILED',
  note: 'EXPIRED_SLIP',
};

describe('SlipSummary', () => {
  it('draws a slip the same in the slip list and as an upload result', () => {
    render(
      <I18nProvider locale="en">
        <EntryList>
          <SlipSummary slip={refused} layout="list-row" action={<button type="button">view</button>} />
        </EntryList>
        <SlipSummary slip={refused} layout="upload-result" />
      </I18nProvider>,
    );
    const [inList, asResult] = screen.getAllByTestId('slip-status');
    expect(inList!.dataset.tone).toBe('failed');
    expect(asResult!.outerHTML).toBe(inList!.outerHTML);
    expect(screen.getAllByTestId('slip-note').map((note) => note.textContent)).toEqual([
      'Expired slip',
      'Expired slip',
    ]);
    expect(screen.getByRole('button', { name: 'view' }).closest('[data-testid="slip-row"]')).toBeTruthy();
  });

  it('tells what happens next only for a slip just uploaded', () => {
    const credited: SlipEntry = { ...refused, status: 'SUCCESS', amount: 500, note: null };
    render(
      <I18nProvider locale="en">
        <SlipSummary slip={credited} layout="upload-result" />
      </I18nProvider>,
    );
    expect(screen.getByTestId('slip-result').textContent).toContain('The money is in your wallet.');
    expect(screen.queryByTestId('slip-note')).toBeNull();
  });
});
