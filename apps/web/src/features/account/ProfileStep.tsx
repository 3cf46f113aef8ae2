import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { PasswordField } from '../../components/ui/PasswordField.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { SourcePicker } from '@wallet/web-client/member-ui';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { useProblemText } from './register-problem-text.ts';
import { sourcesQuery, validateRegistration } from './register-api.ts';
import { useAction } from '../../lib/actions/use-action.ts';
import { hasProblems, profileProblems, type Problems, type ProfileValues } from './register-validation.ts';

interface Props {
  phone: string;
  initial: ProfileValues;
  inviteLocked: boolean;
  onDone: (values: ProfileValues) => void;
}

export function ProfileStep({ phone, initial, inviteLocked, onDone }: Props) {
  const { t } = useI18n();
  const problemText = useProblemText();
  const { busy, run } = useAction({ onError: 'toast' });
  const sources = useQuery(sourcesQuery);
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Problems<keyof ProfileValues>>({});

  const field = (name: keyof ProfileValues) => ({
    value: values[name],
    error: problemText(problems[name]),
    onChange: (value: string) => {
      setProblems((current) => ({ ...current, [name]: undefined }));
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = profileProblems(values);
    setProblems(found);
    if (hasProblems(found)) return;
    void run(async () => {
      await validateRegistration({
        name: values.name.trim(),
        username: phone,
        password: values.password,
        ...(values.sourceCode ? { sourceCode: values.sourceCode } : {}),
        inviteCode: values.inviteCode.trim(),
      });
      onDone(values);
    });
  };

  const showPassword = { showLabel: t('app.showPassword'), hideLabel: t('app.hidePassword') };
  return (
    <form className="stack" onSubmit={submit} noValidate data-testid="register-step-profile">
      <TextField label={t('register.name')} name="name" autoComplete="nickname" {...field('name')} />
      <PasswordField
        label={t('register.password')}
        name="password"
        autoComplete="new-password"
        {...showPassword}
        {...field('password')}
      />
      <PasswordField
        label={t('register.confirmPassword')}
        name="confirmPassword"
        autoComplete="new-password"
        {...showPassword}
        {...field('confirmPassword')}
      />
      <SourcePicker sources={sources.data ?? []} t={t} {...field('sourceCode')} />
      <TextField
        label={t('register.inviteCode')}
        name="inviteCode"
        autoCapitalize="characters"
        readOnly={inviteLocked}
        hint={inviteLocked ? t('register.inviteCodeLocked') : undefined}
        {...field('inviteCode')}
      />
      <Button type="submit" block busy={busy}>
        {t('app.next')}
      </Button>
    </form>
  );
}
