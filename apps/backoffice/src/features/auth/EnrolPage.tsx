import { useQuery } from '@tanstack/react-query';
import { OPERATOR_PASSWORD_MIN, operatorEnrolmentApi, type EnrolmentReply } from '@wallet/contract';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ActionFooter } from '../../components/ui/ActionFooter.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { ErrorNote } from '../../components/ui/ErrorNote.tsx';
import { TextField } from '../../components/ui/Field.tsx';
import { TotpSecret } from '../../components/ui/TotpSecret.tsx';
import { useAction } from '../../lib/actions/use-action.ts';
import { routeQuery } from '../../lib/api/client.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { CodeField, SignInCard } from './SignInPage.tsx';
import './sign-in.css';

const SIX_DIGITS = /^\d{6}$/;

/**
 * The page an enrolment link opens (`/backoffice/enrol/<token>`, ADR 0129), signed out: the new
 * (or re-enrolled) operator scans the secret shown, chooses their own password and proves the
 * secret with a first code. The link is used up; the operator then signs in as usual (once a
 * second admin confirmed, where one must). A used, replaced or expired link says so.
 */
export function EnrolPage() {
  const { t } = useI18n();
  const token = useParams().token ?? '';
  const offer = useQuery({
    ...routeQuery(operatorEnrolmentApi.offer, { params: { token } }),
    retry: false,
    // The secret is shown while the page is open; it is not fetched again behind the operator's back.
    staleTime: Infinity,
  });
  const action = useAction();
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState('');
  const [done, setDone] = useState<EnrolmentReply | null>(null);

  function submit() {
    void action.run(async () => {
      setDone(await action.send(operatorEnrolmentApi.enrol, { params: { token }, body: { password, totp } }));
    });
  }

  if (done)
    return (
      <SignInCard
        title={t('auth.enrolLink.title')}
        onSubmit={() => window.location.assign('/backoffice/')}
        testId="enrol-done"
      >
        <p>{t('auth.enrolLink.done')}</p>
        <p className="mono">{done.operator.username}</p>
        {done.waitsForConfirmation && (
          <p data-testid="enrol-waits">
            <strong>{t('auth.enrolLink.waits')}</strong>
          </p>
        )}
        <div className="row row--end">
          <Button type="submit" variant="primary" data-testid="enrol-sign-in">
            {t('auth.enrolLink.signIn')}
          </Button>
        </div>
      </SignInCard>
    );
  return (
    <SignInCard title={t('auth.enrolLink.title')} onSubmit={submit} testId="enrol-page">
      {offer.isPending && <p className="empty">{t('common.loading')}</p>}
      {offer.isError && <ErrorNote error={offer.error} />}
      {offer.data && (
        <>
          <p>{t('auth.enrolLink.explain')}</p>
          <p className="mono" data-testid="enrol-username">
            {offer.data.username} · {offer.data.name} · {t(`role.${offer.data.role}`)}
          </p>
          <TotpSecret enrolment={offer.data.enrolment} />
          <TextField
            label={t('auth.password')}
            hint={t('operators.passwordHint', { min: OPERATOR_PASSWORD_MIN })}
            name="password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
          />
          <CodeField value={totp} onChange={setTotp} required />
          <ActionFooter
            action={action}
            submitLabel={t('auth.enrolLink.submit')}
            ready={password.length >= OPERATOR_PASSWORD_MIN && SIX_DIGITS.test(totp)}
            errorTestId="enrol-error"
            submitTestId="enrol-submit-link"
          />
        </>
      )}
    </SignInCard>
  );
}
