import { CAROUSEL_CARD, type GameAccountEntry } from '@wallet/contract';
import type { CSSProperties } from 'react';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import type { MemberMoney } from '../../lib/wallet/member-money.ts';
import { GameCard } from './GameCard.tsx';
import './game-carousel.css';

interface Props {
  title: string;
  testId: string;
  entries: readonly GameAccountEntry[];
  onOpen: (entry: GameAccountEntry) => void;
  money: MemberMoney;
}

/** The card size and count come from the contract's constants so CSS and spec cannot drift apart. */
const cardSize = {
  '--card-max-width': `${CAROUSEL_CARD.width}px`,
  '--card-ratio': `${CAROUSEL_CARD.width} / ${CAROUSEL_CARD.height}`,
  '--cards-visible': CAROUSEL_CARD.visible,
} as CSSProperties;

/**
 * Three cards at once, scaled down together on a narrow screen (never wider than 300x211); more
 * cards scroll sideways with snapping.
 */
export function GameCarousel({ title, testId, entries, onOpen, money }: Props) {
  const { t } = useI18n();
  return (
    <section className="game-carousel" data-testid={testId}>
      <h2 className="game-carousel__title">{title}</h2>
      {entries.length === 0 ? (
        <p className="muted">{t('home.noGames')}</p>
      ) : (
        <ul className="game-carousel__track" style={cardSize}>
          {entries.map((entry) => (
            <GameCard key={entry.code} entry={entry} onOpen={onOpen} money={money} />
          ))}
        </ul>
      )}
    </section>
  );
}
