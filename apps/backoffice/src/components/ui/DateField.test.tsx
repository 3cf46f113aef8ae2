import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@wallet/contract';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../lib/i18n/I18nProvider.tsx';
import { DateField } from './DateField.tsx';

/** A form holding one day, as the filters do, with what the field handed up shown beside it. */
function Holder({ initial = '', required }: { initial?: string; required?: boolean }) {
  const [day, setDay] = useState(initial);
  return (
    <>
      <DateField label="From" value={day} onChange={setDay} required={required} data-testid="day" />
      <output data-testid="held">{day}</output>
      <button type="button" onClick={() => setDay('')}>
        Clear
      </button>
    </>
  );
}

function renderIn(locale: Locale, initial?: string, required?: boolean) {
  render(
    <I18nProvider locale={locale}>
      <Holder initial={initial} required={required} />
    </I18nProvider>,
  );
  return { input: screen.getByLabelText('From') as HTMLInputElement, held: screen.getByTestId('held') };
}

describe('the date field', () => {
  it('shows the ISO day as day/month/year, with the pattern in the operator language', () => {
    const { input } = renderIn('th', '2026-11-03');
    expect(input.value).toBe('03/11/2026');
    expect(input.type).toBe('text');
    expect(input.placeholder).toBe('วว/ดด/ปปปป');
    expect(screen.getByText(/3 พ\.ย\. 2026/)).toBeTruthy();
  });

  it('takes day/month/year and hands the API an ISO day; a Buddhist-era year is read as Gregorian', async () => {
    const user = userEvent.setup();
    const { input, held } = renderIn('th');
    await user.type(input, '3/11/2569');
    expect(held.textContent).toBe('2026-11-03');
    await user.tab();
    expect(input.value).toBe('03/11/2026');
  });

  it('never hands up half-typed text, and says on leaving that it is no day', async () => {
    const user = userEvent.setup();
    const { input, held } = renderIn('en', '2026-11-03');
    await user.clear(input);
    expect(held.textContent).toBe('');
    await user.type(input, '11/29/2026');
    expect(held.textContent).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.tab();
    expect(screen.getByRole('alert').textContent).toBe(
      'Not a day: type day/month/year, for example 29/11/2026.',
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    // The error is read with the field, not found apart from it.
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  });

  it('follows a value changed from outside, and steps a day with the arrow keys', async () => {
    const user = userEvent.setup();
    const { input, held } = renderIn('la', '2026-11-30');
    expect(input.placeholder).toBe('ວວ/ດດ/ປປປປ');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect([input.value, held.textContent]).toEqual(['01/12/2026', '2026-12-01']);
    await user.click(screen.getByText('Clear'));
    expect(input.value).toBe('');
  });

  it('a day that must be given keeps its day while emptied, so a new one can be typed', async () => {
    const user = userEvent.setup();
    const { input, held } = renderIn('en', '2026-11-03', true);
    await user.clear(input);
    expect([input.value, held.textContent]).toEqual(['', '2026-11-03']);
    await user.type(input, '04/11/2026');
    expect(held.textContent).toBe('2026-11-04');
    await user.clear(input);
    await user.tab();
    expect(screen.getByRole('alert')).toBeTruthy();
  });
});
