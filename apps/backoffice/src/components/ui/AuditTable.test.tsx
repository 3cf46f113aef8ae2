import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from '@wallet/contract';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../lib/i18n/I18nProvider.tsx';
import { AuditTable } from './AuditTable.tsx';

const entry: AuditEntry = {
  id: 5,
  at: '2026-11-29T03:00:00.000Z',
  operator: { id: 2, username: 'nok', name: 'Nok Finance' },
  action: 'adjustment.approve',
  targetType: 'adjustment',
  targetId: '17',
  memberId: 7,
  member: { id: 7, username: '0812345678', name: 'Somchai' },
  before: { status: 'PENDING_APPROVAL', direction: 'credit' },
  after: { status: 'APPLIED', direction: 'credit', amount: 10000 },
  reason: 'Goodwill',
  ip: null,
  hash: 'x',
};

describe('audit table', () => {
  it('reads in people and baht: the member linked by name, only what changed, raw JSON behind a toggle', async () => {
    render(
      <MemoryRouter>
        <I18nProvider locale="en">
          <AuditTable entries={[entry]} />
        </I18nProvider>
      </MemoryRouter>,
    );
    const row = screen.getByTestId('audit-row');
    const member = within(row).getByTestId('audit-member');
    expect(member.textContent).toBe('Somchai · 0812345678');
    expect(within(member).getByRole('link').getAttribute('href')).toBe('/members/7');
    expect(row.textContent).toContain('Nok Finance');
    const diff = within(row).getByTestId('audit-diff');
    expect(diff.textContent).toContain('statusPENDING_APPROVAL → APPLIED');
    expect(diff.textContent).toContain('amount— → 10,000.00');
    // The direction did not change: not listed.
    expect(diff.textContent).not.toContain('direction');
    const raw = within(row).getByTestId('audit-raw');
    expect(raw.closest('details')!.open).toBe(false);
    await userEvent.setup().click(within(row).getByText('Recorded row (JSON)'));
    expect(raw.closest('details')!.open).toBe(true);
    expect(raw.textContent).toContain('"amount": 10000');
  });
});
