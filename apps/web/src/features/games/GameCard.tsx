import { type GameAccountEntry } from '@wallet/contract';
import { safeHttpUrlOrPath } from '../../lib/html/safe-url.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import type { MemberMoney } from '../../lib/wallet/member-money.ts';

/** The game's credit: balance times the provider's wallet factor. */
export function convertedAmount(entry: GameAccountEntry): number {
  return entry.amount * entry.ftWalletSlot;
}

interface Props {
  entry: GameAccountEntry;
  onOpen: (entry: GameAccountEntry) => void;
  /** The member's money, from the carousels: one reading of the currency for every card. */
  money: MemberMoney;
}

/** One carousel card: an active account shows its balances, an inactive one offers to open it. */
export function GameCard({ entry, onOpen, money }: Props) {
  const { t } = useI18n();
  const background = safeHttpUrlOrPath(entry.background);
  const logo = safeHttpUrlOrPath(entry.logo);
  return (
    <li className="game-card">
      <button
        type="button"
        className="game-card__button"
        onClick={() => onOpen(entry)}
        data-testid={`game-card-${entry.code}`}
        data-active={entry.isActive}
      >
        {background ? <img className="game-card__background" src={background} alt="" /> : null}
        <span className="game-card__content">
          {logo ? (
            <img className="game-card__logo" src={logo} alt={entry.name} />
          ) : (
            <span className="game-card__name">{entry.name}</span>
          )}
          {entry.isActive ? (
            <>
              <span className="game-card__balance" data-testid="card-balance">
                {money.figure(entry.amount)}
              </span>
              <span className="game-card__converted" data-testid="card-converted">
                {t('game.credit', { amount: money.money(convertedAmount(entry)) })}
              </span>
              <span className="game-card__action">{t('game.viewData')}</span>
            </>
          ) : (
            <span className="game-card__action game-card__action--open" data-testid="card-open">
              {t('game.openAccount')}
            </span>
          )}
        </span>
      </button>
    </li>
  );
}
