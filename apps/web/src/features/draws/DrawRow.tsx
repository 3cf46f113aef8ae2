import { useState } from 'react';
import { verifyDraw, type DrawEntry } from '@wallet/contract';
import type { MessageKey } from '@wallet/i18n';
import { formatDateTime } from '../../lib/format/date-time.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';

const PURPOSE: Record<string, MessageKey> = {
  invite_claim: 'draws.purposeInviteClaim',
  refund_add: 'draws.purposeRefundAdd',
  spin: 'draws.purposeSpin',
};

type Check = Awaited<ReturnType<typeof verifyDraw>>;

/** One recorded draw with its revealed inputs, and a button that recomputes it in this browser. */
export function DrawRow({ draw }: { draw: DrawEntry }) {
  const { t } = useI18n();
  const [check, setCheck] = useState<Check | null>(null);
  const ok = check && check.hashMatches && check.outcomeMatches;
  return (
    <li className="draw-row" data-testid="draw-row">
      <div className="draw-row__head">
        <strong>{PURPOSE[draw.purpose] ? t(PURPOSE[draw.purpose]!) : draw.purpose}</strong>
        <span className={draw.outcome === 'success' ? 'draw-row__won' : 'draw-row__lost'}>
          {t(draw.outcome === 'success' ? 'draws.outcomeSuccess' : 'draws.outcomeFail')}
        </span>
      </div>
      <p className="muted draw-row__meta">
        {formatDateTime(draw.createdAt)} · nonce {draw.nonce} ·{' '}
        {draw.weights.map((w) => `${w.outcome} ${w.weight}`).join(' / ')}
      </p>
      <p className="draw-row__seed">
        {t('draws.serverSeed')}: {draw.serverSeed}
      </p>
      <p className="draw-row__seed">SHA-256: {draw.serverSeedHash}</p>
      <p className="draw-row__seed">client seed: {draw.clientSeed}</p>
      <button
        type="button"
        className="page-nav__button"
        onClick={() => void verifyDraw(draw).then(setCheck)}
        data-testid="draw-verify"
      >
        {t('draws.verify')}
      </button>
      {check && (
        <p className={ok ? 'draw-row__won' : 'draw-row__lost'} data-testid="draw-verify-result">
          {ok
            ? t('draws.verified', { roll: check.recomputed.roll })
            : t('draws.mismatch', { outcome: check.recomputed.outcome, roll: check.recomputed.roll })}
        </p>
      )}
    </li>
  );
}
