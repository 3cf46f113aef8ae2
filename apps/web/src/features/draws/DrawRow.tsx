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

const outcomeKey = (outcome: string): MessageKey =>
  outcome === 'success' ? 'draws.outcomeSuccess' : 'draws.outcomeFail';

/** An outcome by its name in the member's language (a spin's slice), else success / not successful. */
function useOutcomeName(draw: DrawEntry): (outcome: string) => string {
  const { t, locale } = useI18n();
  return (outcome) => draw.names[outcome]?.[locale] || t(outcomeKey(outcome));
}

/**
 * One recorded draw: what it was for, how it ended, and a button that recomputes it in this
 * browser, said in plain words; the revealed inputs (seeds, nonce, odds) are folded underneath.
 */
export function DrawRow({ draw }: { draw: DrawEntry }) {
  const { t } = useI18n();
  const nameOf = useOutcomeName(draw);
  const [check, setCheck] = useState<Check | null>(null);
  const ok = check && check.hashMatches && check.outcomeMatches;
  return (
    <li className="draw-row" data-testid="draw-row">
      <div className="draw-row__head">
        <strong>{PURPOSE[draw.purpose] ? t(PURPOSE[draw.purpose]!) : draw.purpose}</strong>
        <span className={draw.won ? 'draw-row__won' : 'draw-row__lost'} data-testid="draw-outcome">
          {nameOf(draw.outcome)}
        </span>
      </div>
      <p className="muted draw-row__meta">{formatDateTime(draw.createdAt)}</p>
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
          {ok ? t('draws.verified') : t('draws.mismatch', { outcome: nameOf(check.recomputed.outcome) })}
        </p>
      )}
      <details className="draw-details" data-testid="draw-details">
        <summary className="draw-details__summary">{t('draws.details')}</summary>
        <p className="muted draw-row__meta">
          {t('draws.odds', {
            nonce: draw.nonce,
            odds: draw.weights.map((w) => `${nameOf(w.outcome)} ${w.weight}`).join(' / '),
          })}
        </p>
        {check ? (
          <p className="muted draw-row__meta">{t('draws.roll', { roll: check.recomputed.roll })}</p>
        ) : null}
        <p className="draw-row__seed">
          {t('draws.serverSeed')}: {draw.serverSeed}
        </p>
        <p className="draw-row__seed">SHA-256: {draw.serverSeedHash}</p>
        <p className="draw-row__seed">client seed: {draw.clientSeed}</p>
      </details>
    </li>
  );
}
