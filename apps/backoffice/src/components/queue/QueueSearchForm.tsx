import { useState, type FormEvent } from 'react';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { Button } from '../ui/Button.tsx';
import { DateField } from '../ui/DateField.tsx';
import { TextField } from '../ui/Field.tsx';
import type { QueueSearch } from './queue-spec.ts';
import './queue.css';

interface Props {
  search: QueueSearch;
  /** Whether the list has a member to search by (not the member statement: it is one member's). */
  member: boolean;
  onSearch(search: QueueSearch): void;
}

const DAY_MS = 86_400_000;
const BANGKOK_MS = 7 * 3_600_000;

/** A day as the instant it starts in Bangkok (the house's day, as the audit filter and the reports). */
function dayStart(day: string): string | undefined {
  const at = Date.parse(`${day}T00:00:00+07:00`);
  return day && Number.isFinite(at) ? new Date(at).toISOString() : undefined;
}

/** The Bangkok day (YYYY-MM-DD) an instant falls on, to show a kept search. */
function dayOf(instant: string | undefined, shift = 0): string {
  if (!instant) return '';
  return new Date(Date.parse(instant) + BANGKOK_MS + shift).toISOString().slice(0, 10);
}

const amountOf = (text: string) => {
  const value = Number(text.trim());
  return text.trim() === '' || !Number.isFinite(value) || value < 0 ? undefined : value;
};

/**
 * The lists' one search (issue 27, ADR 0111): a date range (Bangkok days, both included), an amount range
 * in baht, the exact reference and, on queues, the member's phone or name. Applied on submit, so
 * typing does not read the list on every key.
 */
export function QueueSearchForm({ search, member, onSearch }: Props) {
  const { t } = useI18n();
  const [draft, setDraft] = useState(() => ({
    from: dayOf(search.from),
    to: dayOf(search.to, -1),
    minAmount: search.minAmount === undefined ? '' : String(search.minAmount),
    maxAmount: search.maxAmount === undefined ? '' : String(search.maxAmount),
    reference: search.reference ?? '',
    q: search.q ?? '',
  }));
  const set = (field: keyof typeof draft) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [field]: event.target.value });

  function submit(event: FormEvent) {
    event.preventDefault();
    const toStart = dayStart(draft.to);
    const next: QueueSearch = {
      from: dayStart(draft.from),
      // The "to" day is included: the search ends where the next day starts.
      to: toStart && new Date(new Date(toStart).getTime() + DAY_MS).toISOString(),
      minAmount: amountOf(draft.minAmount),
      maxAmount: amountOf(draft.maxAmount),
      reference: draft.reference.trim() || undefined,
      q: member ? draft.q.trim() || undefined : undefined,
    };
    onSearch(Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined)));
  }

  function clear() {
    setDraft({ from: '', to: '', minAmount: '', maxAmount: '', reference: '', q: '' });
    onSearch({});
  }

  return (
    <form className="queue-search" onSubmit={submit} data-testid="list-search">
      <DateField
        label={t('search.from')}
        value={draft.from}
        onChange={(day) => setDraft((current) => ({ ...current, from: day }))}
        data-testid="search-from"
      />
      <DateField
        label={t('search.to')}
        value={draft.to}
        onChange={(day) => setDraft((current) => ({ ...current, to: day }))}
        data-testid="search-to"
      />
      <TextField
        label={t('search.minAmount')}
        inputMode="decimal"
        value={draft.minAmount}
        onChange={set('minAmount')}
        data-testid="search-min"
      />
      <TextField
        label={t('search.maxAmount')}
        inputMode="decimal"
        value={draft.maxAmount}
        onChange={set('maxAmount')}
        data-testid="search-max"
      />
      <TextField
        label={t('search.reference')}
        value={draft.reference}
        maxLength={64}
        onChange={set('reference')}
        data-testid="search-reference"
      />
      {member && (
        <TextField
          label={t('search.member')}
          value={draft.q}
          maxLength={100}
          onChange={set('q')}
          data-testid="search-member"
        />
      )}
      <div className="row queue-search__buttons">
        <Button type="submit" small variant="primary" data-testid="search-submit">
          {t('search.apply')}
        </Button>
        <Button small variant="ghost" onClick={clear}>
          {t('search.clear')}
        </Button>
      </div>
    </form>
  );
}
