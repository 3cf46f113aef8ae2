import { useState, type KeyboardEvent } from 'react';
import { formatDayInput, parseDayInput, readableDay, shiftDay } from '../../lib/format/day-input.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { TextField } from './Field.tsx';

interface Props {
  label: string;
  /** The day as the API takes it (YYYY-MM-DD), or '' for none. */
  value: string;
  /** Called with a whole day (YYYY-MM-DD) or '' when cleared; never with half-typed text. */
  onChange(day: string): void;
  /** A day must be given (a report's day): an emptied field is half-typed, not a cleared filter. */
  required?: boolean;
  'data-testid'?: string;
}

/**
 * The back-office's one date field (issue 41, ADR 0183). A text field, not `<input type="date">`,
 * whose order follows the browser's locale (mm/dd/yyyy on most machines) whatever language the
 * operator chose: this one takes day/month/year (a Buddhist-era year too), says in words which day
 * it read, and hands the API's ISO day up. Arrow keys step a day.
 */
export function DateField({ label, value, onChange, required = false, 'data-testid': testId }: Props) {
  const { t, locale } = useI18n();
  const [text, setText] = useState(() => formatDayInput(value));
  // The value the text stands for: a value changed from outside (cleared, reset) replaces the text.
  const [shown, setShown] = useState(value);
  const [left, setLeft] = useState(false);
  if (value !== shown) {
    setShown(value);
    setText(formatDayInput(value));
  }
  const parsed = parseDayInput(text);
  const read = required && parsed === '' ? null : parsed;

  function type(next: string) {
    setText(next);
    const day = parseDayInput(next);
    if (day === null || (required && day === '') || day === shown) return;
    setShown(day);
    onChange(day);
  }

  function step(event: KeyboardEvent<HTMLInputElement>) {
    const by = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : 0;
    if (by === 0 || !read) return;
    event.preventDefault();
    type(formatDayInput(shiftDay(read, by)));
  }

  return (
    <TextField
      label={label}
      value={text}
      placeholder={t('date.pattern')}
      inputMode="numeric"
      autoComplete="off"
      maxLength={10}
      onChange={(event) => type(event.target.value)}
      onKeyDown={step}
      onFocus={() => setLeft(false)}
      onBlur={() => {
        setLeft(true);
        // What was read, written back the one way (01/02/2026 for 1/2/2569).
        if (read) setText(formatDayInput(read));
      }}
      hint={read ? readableDay(read, locale) : t('date.pattern')}
      error={left && read === null ? t('date.invalid') : null}
      data-testid={testId}
    />
  );
}
