import { drawsOperatorApi, wheelPreview, type PreviewSlice, formatBaht } from '@wallet/contract';
import { useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmWithReason } from '../../components/ui/ConfirmWithReason.tsx';
import { useAction } from '../../lib/actions/use-action.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';

interface SpinDraft {
  depositBahtPerCoin: number;
  wheel: { slices: PreviewSlice[] };
}

/** A slice's odds in percent, two decimals (a share of the spins, not money). */
// eslint-disable-next-line no-restricted-syntax -- a percentage, not an amount
const oddsText = (percent: number) => percent.toFixed(2);

/**
 * The wheel as it would be saved (ADR 0109): each slice's odds and the expected cost per 1,000
 * baht deposited, from the form's draft, before the admin saves it; and the draw seeds' rotation.
 */
export function SpinPreview({ spin, readOnly }: { spin: SpinDraft; readOnly: boolean }) {
  const { t, locale } = useI18n();
  const action = useAction();
  const [confirming, setConfirming] = useState(false);
  const [rotated, setRotated] = useState<number | null>(null);
  const preview = wheelPreview(spin.wheel.slices, spin.depositBahtPerCoin);
  const money = (value: number | null) =>
    value === null ? t('settings.preview.endless') : formatBaht(value, locale);
  return (
    <section className="settings-field" data-testid="spin-preview">
      <h2>{t('settings.preview.title')}</h2>
      <table className="settings-preview">
        <tbody>
          {preview.odds.map((slice) => (
            <tr key={slice.code}>
              <th scope="row" className="mono">
                {slice.code}
              </th>
              <td data-testid={`odds-${slice.code}`}>{oddsText(slice.percent)} %</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p data-testid="spin-cost-per-spin">
        {t('settings.preview.costPerSpin')}: {money(preview.costPerSpin)}
      </p>
      <p data-testid="spin-cost-per-1000">
        {t('settings.preview.costPer1000', { spins: preview.spinsPer1000 })}:{' '}
        <strong>{money(preview.costPer1000)}</strong>
      </p>
      {!readOnly && (
        <div>
          <Button variant="secondary" onClick={() => setConfirming(true)} data-testid="rotate-seeds">
            {t('settings.rotateSeeds')}
          </Button>
          {rotated !== null && (
            <p className="muted" data-testid="rotated-seeds">
              {t('settings.rotatedSeeds', { count: rotated })}
            </p>
          )}
        </div>
      )}
      {confirming && (
        <ConfirmWithReason
          title={t('settings.rotateSeeds')}
          summary={<p>{t('settings.rotateSeedsSummary')}</p>}
          confirmLabel={t('settings.rotateSeeds')}
          action={action}
          onConfirm={async (reason) => {
            const reply = await action.send(drawsOperatorApi.rotate, { body: { reason } });
            setRotated(reply.rotated);
            setConfirming(false);
          }}
          onClose={() => setConfirming(false)}
          testId="rotate-seeds-dialog"
        />
      )}
    </section>
  );
}
