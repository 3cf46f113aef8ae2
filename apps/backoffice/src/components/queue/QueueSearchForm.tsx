import { useState, type FormEvent } from 'react';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { Button } from '../ui/Button.tsx';
import { TextField } from '../ui/Field.tsx';
import type { QueueSearch } from './queue-spec.ts';

interface Props {
  search: QueueSearch;
  /** Whether the list has a member to search by (not the member statement: it is one member's). */
  member: boolean;
  onSearch(search: QueueSearch): void;
}

/** A day typed in the browser's time zone, as the instant it starts (the operator's day). */
function dayStart(day: string): string | undefined {
  if (!day) return undefined;
  const at = new Date(`${day}T00:00:00`);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
}

/** The day an instant falls on in the browser's time zone (YYYY-MM-DD), to show a kept search. */
function dayOf(instant: string | undefined, shift = 0): string {
  if (!instant) return '';
  const at = new Date(new Date(instant).getTime() + shift);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

const DAY_MS = 86_400_000;
const amountOf = (text: string) => {
  const value = Number(text.trim());
  return text.trim() === '' || !Number.isFinite(value) || value < 0 ? undefined : value;
};

/**
 * The lists' one search (issue 27, ADR 0111): a date range (both days included), an amount range
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
      <TextField label={t('search.from')} type="date" value={draft.from} onChange={set('from')} data-testid="search-from" />
      <TextField label={t('search.to')} type="date" value={draft.to} onChange={set('to')} data-testid="search-to" />
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
