import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SpinClaimReply, SpinResultReply } from '@wallet/contract';
import { useSubmissionKeys } from '@wallet/web-client';
import { PageSpinner } from '../../lib/feedback/spinner/Spinner.tsx';
import { useAction } from '../../lib/actions/use-action.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { afterMoneyMoved } from '../../lib/wallet/wallet-cache.ts';
import { useMemberMoney } from '../../lib/wallet/use-member-money.ts';
import { useMoneyMove } from '../../lib/wallet/use-money-move.ts';
import { ClaimModal } from './ClaimModal.tsx';
import { CouponTable } from './CouponTable.tsx';
import { PrizeModal } from './PrizeModal.tsx';
import { claimCoupon, spinScopes, spinSetupQuery, spinWheel } from './spin-api.ts';
import { SpinWheel } from './SpinWheel.tsx';
import './spin.css';

type Phase = { step: 'idle' } | { step: 'spinning' | 'prize'; result: SpinResultReply };

/**
 * The spin screen (spec doc 2): idle, spinning (clicks ignored, and with 0 coins), then the prize
 * modal; the coupons with their claims. The wheel is read again after either modal closes.
 */
export function SpinPage() {
  const { t } = useI18n();
  const client = useQueryClient();
  const setup = useQuery(spinSetupQuery);
  // The coin rule's figure comes with the wheel, in the member's currency (ADR 0181).
  const money = useMemberMoney();
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const [claimed, setClaimed] = useState<SpinClaimReply | null>(null);
  const spinning = useAction({ onError: 'dialog' });
  const spinKeys = useSubmissionKeys();
  const claiming = useMoneyMove((coupon: string, key: string) => claimCoupon(coupon, key), {
    onError: 'dialog',
  });

  const reload = () => {
    for (const queryKey of spinScopes) void client.invalidateQueries({ queryKey });
  };

  if (!setup.data) return <PageSpinner label={t('app.loading')} />;
  const wheel = setup.data.activeSpinwheel;
  const coin = phase.step === 'idle' ? setup.data.userCoin : phase.result.remainingCoin;
  const idle = phase.step === 'idle' && !spinning.busy;

  const spin = () =>
    spinning.run(async () => {
      const result = await spinKeys.submit({}, (key) => spinWheel(key));
      setPhase({ step: 'spinning', result });
      // The coin count on home's widget comes with the wallet.
      void afterMoneyMoved(client);
    });

  const claim = (coupon: string) =>
    claiming.run(async () => {
      try {
        setClaimed(await claiming.move(coupon));
      } finally {
        reload();
      }
    });

  return (
    <div className="stack spin-page" data-testid="spin-page">
      <h1 className="spin-page__title">{wheel?.name ?? t('spin.title')}</h1>
      {wheel ? (
        <>
          <SpinWheel
            slices={wheel.slices}
            coin={coin}
            target={phase.step === 'idle' ? null : { code: phase.result.code, id: phase.result.draw.id }}
            disabled={!idle || coin <= 0}
            onSpin={() => void spin()}
            onStopped={() =>
              setPhase((now) => (now.step === 'spinning' ? { step: 'prize', result: now.result } : now))
            }
          />
          <p className="muted spin-page__hint">
            {coin > 0
              ? money.text('spin.howTo', { amount: money.money(setup.data.depositPerCoin) })
              : t('spin.noCoins')}
          </p>
        </>
      ) : (
        <p className="muted" data-testid="spin-inactive">
          {t('spin.inactive')}
        </p>
      )}
      <CouponTable onClaim={(coupon) => void claim(coupon)} busy={claiming.busy} />
      {phase.step === 'prize' && (
        <PrizeModal
          result={phase.result}
          description={wheel?.slices.find((slice) => slice.code === phase.result.code)?.htmlDescription ?? ''}
          onClose={() => {
            setPhase({ step: 'idle' });
            reload();
          }}
        />
      )}
      {claimed && (
        <ClaimModal
          claim={claimed}
          onClose={() => {
            setClaimed(null);
            reload();
          }}
        />
      )}
    </div>
  );
}
