import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { memberSearchQuery } from '../../lib/members/member-search-query.ts';
import { Button } from './Button.tsx';
import { TextField } from './Field.tsx';
import './member-picker.css';

interface Props {
  label: string;
  text: string;
  onText(text: string): void;
  /** The member chosen from the matches. */
  onPick(memberId: number): void;
  pickedId: number | null;
  testId: string;
}

/** Matches shown under the field: enough to choose from, the directory answers at most 50. */
const SHOWN = 8;

/**
 * Picks a member by phone, name or bank account number (issue 27): the directory's search runs
 * as the operator types and its matches are listed to choose from. A short number is still taken
 * as a member id by the page that uses it, as before.
 */
export function MemberPicker({ label, text, onText, onPick, pickedId, testId }: Props) {
  const { t } = useI18n();
  const q = useDeferredValue(text.trim());
  const matches = useQuery({ ...memberSearchQuery(q), enabled: q.length >= 3 });
  return (
    <div className="member-picker">
      <TextField
        label={label}
        hint={t('picker.hint')}
        value={text}
        onChange={(event) => onText(event.target.value)}
        data-testid={testId}
        autoComplete="off"
      />
      {matches.data && matches.data.members.length > 0 && (
        <ul className="member-picker__matches" data-testid={`${testId}-matches`}>
          {matches.data.members.slice(0, SHOWN).map((member) => (
            <li key={member.id}>
              <Button
                small
                variant={member.id === pickedId ? 'primary' : 'ghost'}
                onClick={() => onPick(member.id)}
                data-testid={`${testId}-option`}
              >
                {member.name} · {member.username} · {member.bank.code} {member.bank.accountNo} (#{member.id})
              </Button>
            </li>
          ))}
        </ul>
      )}
      {matches.data && matches.data.members.length === 0 && <p className="muted">{t('picker.none')}</p>}
    </div>
  );
}
