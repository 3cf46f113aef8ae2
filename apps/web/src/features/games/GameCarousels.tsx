import { GAME_CATEGORIES, type GameAccountEntry, type GameCategory } from '@wallet/contract';
import type { MessageKey } from '@wallet/i18n';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
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

/** Slot, sport plus casino, and lotto, in the spec's order. */
export function GameCarousels({ slots, onOpen }: Props) {
  const { t } = useI18n();
  return (
    <>
      {GAME_CATEGORIES.map((category) => (
        <GameCarousel
          key={category}
          title={t(titles[category])}
          testId={`carousel-${category}`}
          entries={slots.filter((slot) => slot.category === category)}
          onOpen={onOpen}
        />
      ))}
    </>
  );
}
