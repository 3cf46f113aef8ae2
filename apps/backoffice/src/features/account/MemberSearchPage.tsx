import { useQuery } from '@tanstack/react-query';
import { memberTags, type MemberTag } from '@wallet/contract';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Badge } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { ErrorNote } from '../../components/ui/ErrorNote.tsx';
import { SelectField, TextField } from '../../components/ui/Field.tsx';
import { MemberTags } from '../../components/ui/MemberTags.tsx';
import { formatDateTime } from '../../lib/format/format.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { memberSearchQuery } from './member-api.ts';

const tagOf = (value: string | null): MemberTag | undefined => memberTags.find((tag) => tag === value);

/**
 * One box for a phone, a name, a bank account number or a member id, and a tag to narrow by (or
 * to list alone); the query stays in the address.
 */
export function MemberSearchPage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const tag = tagOf(params.get('tag'));
  const [text, setText] = useState(q);
  const [chosenTag, setChosenTag] = useState<MemberTag | undefined>(tag);
  const result = useQuery(memberSearchQuery(q, tag));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const next = text.trim();
    if (next || chosenTag)
      setParams({ ...(next ? { q: next } : {}), ...(chosenTag ? { tag: chosenTag } : {}) });
  }

  return (
    <div>
      <h1>{t('nav.members')}</h1>
      <form className="filters" onSubmit={onSubmit} role="search">
        <div className="filters__grow">
          <TextField
            label={t('members.search')}
            hint={t('members.searchHint')}
            name="q"
            value={text}
            maxLength={64}
            onChange={(event) => setText(event.target.value)}
            data-testid="member-search-input"
          />
        </div>
        <SelectField
          label={t('members.tagFilter')}
          name="tag"
          value={chosenTag ?? ''}
          onChange={(event) => setChosenTag(tagOf(event.target.value))}
          data-testid="member-search-tag"
        >
          <option value="">{t('members.tagAny')}</option>
          {memberTags.map((one) => (
            <option key={one} value={one}>
              {t(`members.tag.${one}`)}
            </option>
          ))}
        </SelectField>
        <Button type="submit" variant="primary" data-testid="member-search-submit">
          {t('members.searchButton')}
        </Button>
      </form>
      <ErrorNote error={result.error} />
      {result.data && (
        <div className="card table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th>{t('members.id')}</th>
                <th>{t('members.name')}</th>
                <th>{t('members.phone')}</th>
                <th>{t('members.bank')}</th>
                <th>{t('members.status')}</th>
                <th>{t('members.joined')}</th>
              </tr>
            </thead>
            <tbody>
              {result.data.members.map((member) => (
                <tr key={member.id} data-testid="member-row">
                  <td className="mono">
                    <Link to={`/members/${member.id}`}>#{member.id}</Link>
                  </td>
                  <td>
                    <Link to={`/members/${member.id}`}>{member.name}</Link> <MemberTags tags={member.tags} />
                  </td>
                  <td className="mono">{member.username}</td>
                  <td>
                    {member.bank.code} <span className="mono">{member.bank.accountNo}</span>
                    <div className="muted">{member.bank.accountName}</div>
                  </td>
                  <td>
                    <Badge tone={member.status === 'active' ? 'good' : 'bad'}>
                      {t(`members.status.${member.status}`)}
                    </Badge>
                  </td>
                  <td>{formatDateTime(member.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {result.data.members.length === 0 && <p className="empty">{t('members.none')}</p>}
        </div>
      )}
    </div>
  );
}
