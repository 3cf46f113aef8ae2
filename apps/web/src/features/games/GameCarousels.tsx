import { GAME_CATEGORIES, type GameAccountEntry, type GameCategory } from '@wallet/contract';
import type { MessageKey } from '@wallet/i18n';
import { memo, useState } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog/ConfirmDialog.tsx';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { useMemberMoney } from '../../lib/wallet/use-member-money.ts';
import { GameCarousel } from './GameCarousel.tsx';

const titles: Record<GameCategory, MessageKey> = {
  slot: 'home.slot',
  sport: 'home.sport',
  lotto: 'home.lotto',
};

interface Props {
  slots: readonly GameAccountEntry[];
  onOpen: (entry: GameAccountEntry) => void;
}

/**
 * Slot, sport plus casino, and lotto, in the spec's order. Tapping an inactive card asks first:
 * opening an account cannot be undone (issue 15 item 6); an active one opens at once.
 */
export const GameCarousels = memo(function GameCarousels({ slots, onOpen }: Props) {
  const { t } = useI18n();
  // Read here once for every card: a card of its own would each observe the cached wallet.
  const money = useMemberMoney();
  const [confirming, setConfirming] = useState<GameAccountEntry | null>(null);
  const open = (entry: GameAccountEntry) => (entry.isActive ? onOpen(entry) : setConfirming(entry));
  return (
    <>
      {GAME_CATEGORIES.map((category) => (
        <GameCarousel
          key={category}
          title={t(titles[category])}
          testId={`carousel-${category}`}
          entries={slots.filter((slot) => slot.category === category)}
          onOpen={open}
          money={money}
        />
      ))}
      {confirming ? (
        <ConfirmDialog
          title={t('game.openConfirmTitle')}
          text={t('game.openConfirmText', { name: confirming.name })}
          confirmLabel={t('game.openConfirm')}
          cancelLabel={t('app.cancel')}
          closeLabel={t('app.close')}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            setConfirming(null);
            onOpen(confirming);
          }}
          testId="game-open-confirm"
        />
      ) : null}
    </>
  );
});
