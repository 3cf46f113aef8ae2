import { formatBaht } from '@wallet/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MemberSearchResult } from '@wallet/contract';
import { useDeferredValue, useState } from 'react';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { memberSearchQuery } from '../../lib/members/member-search-query.ts';
import { Button } from './Button.tsx';
import { TextField } from './Field.tsx';
import './member-picker.css';
import { MemberTags } from './MemberTags.tsx';

interface Props {
  label: string;
  /** The member chosen, or null until one is. */
  picked: MemberSearchResult | null;
  onPick(member: MemberSearchResult | null): void;
  testId: string;
  /** Members the page already suspects (a bank feed's candidates): one click looks them up and picks. */
  suggested?: { id: number; name: string; username: string }[];
}

/** Matches shown under the field: enough to choose from, the directory answers at most 50. */
const SHOWN = 8;
/** Three characters, or an id written `#12`. */
const searchable = (q: string) => q.length >= 3 || /^#\d+$/.test(q);

/**
 * The one way an operator names a member (issue 41, ADR 0163): the server's search runs on a
 * phone, name, bank account digits, username or `#id`, and a member counts as named only once
 * picked from its matches, shown with name, phone, bank and balance. Typed text is never read
 * as a member id: a phone number once became member #840011680 that way.
 */
export function MemberPicker({ label, picked, onPick, testId, suggested = [] }: Props) {
  const { t } = useI18n();
  const [text, setText] = useState('');
  const q = useDeferredValue(text.trim());
  const matches = useQuery({ ...memberSearchQuery(q), enabled: picked === null && searchable(q) });
  const client = useQueryClient();

  // A suggestion is picked as the directory shows it, with its phone, bank and balance.
  async function pickSuggested(id: number) {
    const found = await client.fetchQuery(memberSearchQuery(`#${id}`));
    const member = found.members.find((m) => m.id === id);
    if (member) onPick(member);
  }

  if (picked) {
    return (
      <div className="member-picker member-picker--picked" data-testid={`${testId}-picked`}>
        <span className="member-picker__label">{label}</span>
        <MemberFacts member={picked} />
        <Button small variant="ghost" onClick={() => onPick(null)} data-testid={`${testId}-change`}>
          {t('picker.change')}
        </Button>
      </div>
    );
  }
  const shown = matches.data?.members ?? [];
  return (
    <div className="member-picker">
      {suggested.length > 0 && (
        <p className="member-picker__suggested">
          {suggested.map((member) => (
            <Button
              key={member.id}
              small
              onClick={() => void pickSuggested(member.id)}
              data-testid={`${testId}-suggested`}
            >
              #{member.id} {member.name} ({member.username})
            </Button>
          ))}
        </p>
      )}
      <TextField
        label={label}
        hint={t('picker.hint')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        data-testid={testId}
        autoComplete="off"
      />
      {searchable(q) && shown.length > 0 && (
        <ul className="member-picker__matches" data-testid={`${testId}-matches`}>
          {shown.slice(0, SHOWN).map((member) => (
            <li key={member.id}>
              <Button small variant="ghost" onClick={() => onPick(member)} data-testid={`${testId}-option`}>
                <MemberFacts member={member} />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {searchable(q) && matches.data && matches.data.members.length === 0 && (
        <p className="muted">{t('picker.none')}</p>
      )}
    </div>
  );
}

/** Who the member is, in the words an operator checks against a slip or a call. */
export function MemberFacts({ member }: { member: MemberSearchResult }) {
  const { t, locale } = useI18n();
  return (
    <span className="member-facts" data-testid="member-facts">
      <strong>{member.name}</strong> · {t('picker.phone')} {member.username} · {member.bank.code}{' '}
      {member.bank.accountNo} · {t('picker.balance')} {formatBaht(member.wallet, locale)}
      {member.status === 'inactive' ? ` · ${t('picker.locked')}` : ''}{' '}
      <span className="muted">#{member.id}</span> <MemberTags tags={member.tags} />
    </span>
  );
}
