import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Badge } from '../../components/ui/Badge.tsx';
import { ErrorNote } from '../../components/ui/ErrorNote.tsx';
import { Tabs } from '../../components/ui/Tabs.tsx';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { MemberTags } from '../../components/ui/MemberTags.tsx';
import { memberNotesQuery, memberPageQuery } from './member-api.ts';
import { MemberActions } from './MemberActions.tsx';
import { MemberAudit } from './MemberAudit.tsx';
import { MemberDevices } from './MemberDevices.tsx';
import { MemberNotes } from './MemberNotes.tsx';
import { MemberSessions } from './MemberSessions.tsx';
import { MemberSlips } from './MemberSlips.tsx';
import { MemberSpin } from './MemberSpin.tsx';
import { MemberStatement } from './MemberStatement.tsx';
import { MemberSummary } from './MemberSummary.tsx';
import { MemberTotals } from './MemberTotals.tsx';
import './members.css';

type Section = 'totals' | 'statement' | 'slips' | 'spin' | 'sessions' | 'devices' | 'audit';
const SECTIONS: Section[] = ['totals', 'statement', 'slips', 'spin', 'sessions', 'devices', 'audit'];

/** Everything about one member an operator needs, and what support may do about them. */
export function MemberPage() {
  const { t } = useI18n();
  const memberId = Number(useParams().memberId);
  const [section, setSection] = useState<Section>('statement');
  const member = useQuery({
    ...memberPageQuery(memberId),
    enabled: Number.isSafeInteger(memberId) && memberId > 0,
  });
  const notes = useQuery({ ...memberNotesQuery(memberId), enabled: member.isSuccess });

  if (member.error) return <ErrorNote error={member.error} />;
  if (!member.data) return <p className="empty">{t('common.loading')}</p>;
  const { profile } = member.data;

  return (
    <div className="stack member">
      <header className="row row--between">
        <div>
          <h1 data-testid="member-name">
            {profile.name} <span className="muted mono">#{profile.id}</span>
          </h1>
          <Badge tone={profile.status === 'active' ? 'good' : 'bad'}>
            <span data-testid="member-status">{t(`members.status.${profile.status}`)}</span>
          </Badge>{' '}
          <MemberTags tags={notes.data?.tags ?? []} />
        </div>
        <MemberActions member={profile} />
      </header>
      <MemberSummary page={member.data} />
      <MemberNotes memberId={memberId} />
      <div>
        <Tabs<Section>
          label={t('member.sections')}
          current={section}
          onChange={setSection}
          items={SECTIONS.map((key) => ({ key, label: t(`member.section.${key}`) }))}
        />
        {section === 'totals' && <MemberTotals memberId={memberId} />}
        {section === 'statement' && <MemberStatement memberId={memberId} />}
        {section === 'slips' && <MemberSlips memberId={memberId} />}
        {section === 'spin' && <MemberSpin memberId={memberId} />}
        {section === 'sessions' && <MemberSessions sessions={member.data.sessions} />}
        {section === 'devices' && <MemberDevices memberId={memberId} />}
        {section === 'audit' && <MemberAudit memberId={memberId} />}
      </div>
    </div>
  );
}
