import { type BonusEntry } from '@wallet/contract';
import { useState } from 'react';
import { safeHttpUrlOrPath } from '../../lib/html/safe-url.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { BonusDetailsModal } from './BonusDetailsModal.tsx';
import { isExhausted } from './bonus-state.ts';
import { useMemberMoney } from '../../lib/wallet/use-member-money.ts';

interface Props {
  bonuses: BonusEntry[];
  onActivated: () => void;
}

/** The bonus banners; one opens its details modal. */
export function BonusList({ bonuses, onActivated }: Props) {
  const { t } = useI18n();
  const money = useMemberMoney();
  const [open, setOpen] = useState<BonusEntry | null>(null);
  if (bonuses.length === 0) return <p className="muted center">{t('bonus.empty')}</p>;
  return (
    <>
      <ul className="bonus-list">
        {bonuses.map((bonus) => {
          const image = safeHttpUrlOrPath(bonus.banners[0]?.image ?? null);
          return (
            <li key={bonus.code}>
              <button
                type="button"
                className="bonus-card"
                onClick={() => setOpen(bonus)}
                data-testid={`bonus-card-${bonus.code}`}
              >
                {image ? <img className="bonus-card__image" src={image} alt="" /> : null}
                <span className="bonus-card__body">
                  {/* A name in the member's words (issue 42); the code stays, small, for support. */}
                  <span className="bonus-card__title" data-testid="bonus-card-title">
                    {money.text('bonus.cardTitle', {
                      percent: bonus.percent,
                      max: money.money(bonus.maxBonus),
                    })}
                  </span>
                  <span className="bonus-card__code bonus-card__code--small">{bonus.code}</span>
                  <span className="bonus-card__description">{bonus.description}</span>
                  <span className="bonus-card__state">
                    {bonus.userBonus.isActive ? (
                      <span className="bonus-badge">{t('bonus.current')}</span>
                    ) : null}
                    {isExhausted(bonus) && !bonus.userBonus.isActive ? (
                      <span className="bonus-badge bonus-badge--muted">{t('bonus.exhausted')}</span>
                    ) : null}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {open ? (
        <BonusDetailsModal
          bonus={open}
          onClose={() => setOpen(null)}
          onActivated={() => {
            setOpen(null);
            onActivated();
          }}
        />
      ) : null}
    </>
  );
}
