import { accountOperatorApi, type MemberPage } from '@wallet/contract';
import { useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmWithReason } from '../../components/ui/ConfirmWithReason.tsx';
import { useAction } from '../../lib/actions/use-action.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { canCall } from '../../lib/operator/access.ts';
import { useOperator } from '../../lib/operator/use-operator.ts';
import { memberReads } from './member-api.ts';

type MemberAction = 'lock' | 'unlock' | 'resetPassword' | 'revokeSessions';

/** Lock or unlock, a one-time password by SMS, end every session: each with a reason and a confirmation. */
export function MemberActions({ member }: { member: MemberPage['profile'] }) {
  const { t } = useI18n();
  const operator = useOperator();
  const action = useAction({ refresh: [...memberReads(member.id)] });
  const [chosen, setChosen] = useState<MemberAction | null>(null);
  const [done, setDone] = useState<string | null>(null);

  if (!canCall(operator?.role, accountOperatorApi.lock)) return null;
  const params = { memberId: member.id };

  async function run(reason: string) {
    const body = { reason };
    if (chosen === 'lock' || chosen === 'unlock') {
      const reply = await action.send(accountOperatorApi[chosen], { params, body });
      setDone(t(`member.done.${chosen}`, { sessions: reply.sessionsEnded }));
    } else if (chosen === 'revokeSessions') {
      const reply = await action.send(accountOperatorApi.revokeSessions, { params, body });
      setDone(t('member.done.revokeSessions', { sessions: reply.sessionsEnded }));
    } else if (chosen === 'resetPassword') {
      const reply = await action.send(accountOperatorApi.resetPassword, { params, body });
      setDone(t('member.done.resetPassword', { phone: reply.sentTo, minutes: reply.validMinutes }));
    }
  }

  const locked = member.status === 'inactive';
  return (
    <div className="stack">
      <div className="row">
        {locked ? (
          <Button onClick={() => setChosen('unlock')} data-testid="member-unlock">
            {t('member.unlock')}
          </Button>
        ) : (
          <Button variant="danger" onClick={() => setChosen('lock')} data-testid="member-lock">
            {t('member.lock')}
          </Button>
        )}
        <Button onClick={() => setChosen('resetPassword')} data-testid="member-reset-password">
          {t('member.resetPassword')}
        </Button>
        <Button onClick={() => setChosen('revokeSessions')} data-testid="member-revoke-sessions">
          {t('member.revokeSessions')}
        </Button>
      </div>
      {done && (
        <p className="muted" role="status" data-testid="member-action-done">
          {done}
        </p>
      )}
      {chosen && (
        <ConfirmWithReason
          title={t(`member.confirm.${chosen}`)}
          summary={
            <>
              <strong>
                {member.name} (#{member.id}, {member.username})
              </strong>
              <p className="muted">{t(`member.explain.${chosen}`)}</p>
            </>
          }
          confirmLabel={t(`member.${chosen}`)}
          danger={chosen === 'lock' || chosen === 'revokeSessions'}
          action={action}
          onConfirm={run}
          onClose={() => setChosen(null)}
        />
      )}
    </div>
  );
}
