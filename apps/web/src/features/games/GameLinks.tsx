import type { GameAccountEntry } from '@wallet/contract';
import { Button } from '../../components/ui/Button.tsx';
import { openInNewTab } from '../../lib/browser/open-url.ts';
import { safeHttpUrl } from '../../lib/html/safe-url.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';

const platforms = [
  { field: 'web', label: 'game.web', testId: 'game-web' },
  { field: 'android', label: 'game.android', testId: 'game-android' },
  { field: 'ios', label: 'game.ios', testId: 'game-ios' },
] as const;

/** The provider's own web, Android and iOS links; a missing (or unsafe) link disables its button. */
export function GameLinks({ entry }: { entry: GameAccountEntry }) {
  const { t } = useI18n();
  return (
    <div className="game-links">
      <p className="game-links__title muted">{t('game.playOn')}</p>
      <div className="game-links__buttons">
        {platforms.map(({ field, label, testId }) => {
          const link = safeHttpUrl(entry[field]);
          return (
            <Button
              key={field}
              variant="secondary"
              disabled={!link}
              onClick={() => link && openInNewTab(link)}
              data-testid={testId}
            >
              {t(label)}
            </Button>
          );
        })}
      </div>
    </div>
  );
}
