import type { GameLoginReply } from '@wallet/contract';
import { Button } from '../../components/ui/Button.tsx';
import { CopyButton } from '../../components/ui/CopyButton.tsx';
import { useI18n } from '../../lib/i18n/use-i18n.ts';

interface Props {
  login: GameLoginReply;
  onReset: () => void;
  busy: boolean;
}

/** Username and password of an active game account, each with a copy button, and the reset. */
export function GameCredentials({ login, onReset, busy }: Props) {
  const { t } = useI18n();
  const rows = [
    {
      label: t('game.username'),
      value: login.username,
      copy: t('game.copyUsername'),
      testId: 'game-username',
    },
    {
      label: t('game.password'),
      value: login.password,
      copy: t('game.copyPassword'),
      testId: 'game-password',
    },
  ];
  return (
    <div className="game-credentials">
      <dl className="game-credentials__list">
        {rows.map((row) => (
          <div key={row.testId} className="game-credentials__row">
            <dt>{row.label}</dt>
            <dd>
              <span data-testid={row.testId}>{row.value}</span>
              <CopyButton text={row.value} label={row.copy} />
            </dd>
          </div>
        ))}
      </dl>
      <Button variant="ghost" onClick={onReset} disabled={busy} data-testid="game-reset-password">
        {t('game.resetPassword')}
      </Button>
    </div>
  );
}
