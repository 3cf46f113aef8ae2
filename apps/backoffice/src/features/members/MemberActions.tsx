import { useQueryClient } from '@tanstack/react-query';
import { membersApi, type MemberPage } from '@wallet/contract';
import { useSubmissionKeys } from '@wallet/web-client';
import { useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmWithReason } from '../../components/ui/ConfirmWithReason.tsx';
import { sendChange } from '../../lib/api/send-change.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { canCall } from '../../lib/operator/access.ts';
import { useOperator } from '../../lib/operator/use-operator.ts';
import { memberKeys } from './member-api.ts';

type Action = 'lock' | 'unlock' | 'resetPassword' | 'revokeSessions';

/** Lock or unlock, a one-time password by SMS, end every session: each with a reason and a confirmation. */
export function MemberActions({ member }: { member: MemberPage['profile'] }) {
  const { t } = useI18n();
  const operator = useOperator();
  const queryClient = useQueryClient();
  const keys = useSubmissionKeys();
  const [action, setAction] = useState<Action | null>(null);
  const [done, setDone] = useState<string | null>(null);

  if (!canCall(operator?.role, membersApi.lock)) return null;
  const params = { memberId: member.id };

  async function run(reason: string) {
    const body = { reason };
    if (action === 'lock' || action === 'unlock') {
      const reply = await sendChange(keys, membersApi[action], { params, body });
      setDone(t(`member.done.${action}`, { sessions: reply.sessionsEnded }));
    } else if (action === 'revokeSessions') {
      const reply = await sendChange(keys, membersApi.revokeSessions, { params, body });
      setDone(t('member.done.revokeSessions', { sessions: reply.sessionsEnded }));
    } else if (action === 'resetPassword') {
      const reply = await sendChange(keys, membersApi.resetPassword, { params, body });
      setDone(t('member.done.resetPassword', { phone: reply.sentTo, minutes: reply.validMinutes }));
    }
    await queryClient.invalidateQueries({ queryKey: memberKeys.all(member.id) });
  }

  const locked = member.status === 'inactive';
  return (
    <div className="stack">
      <div className="row">
        {locked ? (
          <Button onClick={() => setAction('unlock')} data-testid="member-unlock">
            {t('member.unlock')}
          </Button>
        ) : (
          <Button variant="danger" onClick={() => setAction('lock')} data-testid="member-lock">
            {t('member.lock')}
          </Button>
        )}
        <Button onClick={() => setAction('resetPassword')} data-testid="member-reset-password">
          {t('member.resetPassword')}
        </Button>
        <Button onClick={() => setAction('revokeSessions')} data-testid="member-revoke-sessions">
          {t('member.revokeSessions')}
        </Button>
      </div>
      {done && (
        <p className="muted" role="status" data-testid="member-action-done">
          {done}
        </p>
      )}
      {action && (
        <ConfirmWithReason
          title={t(`member.confirm.${action}`)}
          summary={
            <>
              <strong>
                {member.name} (#{member.id}, {member.username})
              </strong>
              <p className="muted">{t(`member.explain.${action}`)}</p>
            </>
          }
          confirmLabel={t(`member.${action}`)}
          danger={action === 'lock' || action === 'revokeSessions'}
          onConfirm={run}
          onClose={() => setAction(null)}
        />
      )}
    </div>
  );
}
