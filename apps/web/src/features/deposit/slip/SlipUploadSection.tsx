import { useQuery } from '@tanstack/react-query';
import { SLIP_MAX_BYTES } from '@wallet/contract';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { SlipSummary } from '../../../components/ui/slip/SlipSummary.tsx';
import { useBringIntoView } from '../../../lib/feedback/bring-into-view/use-bring-into-view.ts';
import { useResultDialog } from '../../../lib/feedback/result-dialog/use-result-dialog.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { slipLookupQuery } from '../deposit-api.ts';
import { slipOutcome } from './slip-outcome.ts';
import { useSlipUpload } from './use-slip-upload.ts';
import { useMemberMoney } from '../../../lib/wallet/use-member-money.ts';

const SLIP_MAX_MB = SLIP_MAX_BYTES / (1024 * 1024);

/**
 * Slip upload (spec doc 2 section 2): the member sends the bank's slip of a transfer made above.
 * What became of it opens the result dialog (spec doc 2 section 8) and stays under the button,
 * scrolled into view: the button sits at the bottom of a long modal.
 */
export function SlipUploadSection() {
  const { t, slipNoteText } = useI18n();
  const money = useMemberMoney();
  const { showSuccess, showError } = useResultDialog();
  const resultBox = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  // A failed lookup hides the hours; the server still refuses uploads while closed.
  const hours = useQuery(slipLookupQuery);
  const { busy, progress, result, upload } = useSlipUpload();
  // eslint-disable-next-line no-restricted-syntax -- a share of the upload in percent, not money
  const percent = progress === null ? null : Math.round(progress * 100);
  useBringIntoView(resultBox, result?.reference);
  const [file, setFile] = useState<File | null>(null);
  const closed = hours.data?.closed ?? false;
  const tooLarge = file !== null && file.size > SLIP_MAX_BYTES;

  const pick = (event: ChangeEvent<HTMLInputElement>) => setFile(event.target.files?.[0] ?? null);
  const send = () => {
    if (!file || tooLarge || closed) return;
    void upload(file, (slip) => {
      setFile(null);
      if (input.current) input.current.value = '';
      const outcome = slipOutcome(slip, t, slipNoteText, money);
      if (outcome.kind === 'success') showSuccess(outcome.message);
      else showError(outcome.message);
    });
  };

  return (
    <section className="deposit-slip stack" aria-labelledby={`${inputId}-title`}>
      <h3 id={`${inputId}-title`} className="deposit-section-title">
        {t('deposit.slipTitle')}
      </h3>
      <ul className="deposit-guide">
        <li>{t('deposit.slipWithinHour')}</li>
        <li>{t('deposit.slipGenuine')}</li>
        {hours.data ? (
          <li data-testid="slip-hours">
            {t('deposit.slipHours', { from: hours.data.closeFrom, to: hours.data.closeTo })}
          </li>
        ) : null}
      </ul>
      {closed && hours.data ? (
        <p className="deposit-slip__closed" role="status" data-testid="slip-closed">
          {t('deposit.slipClosedNow', { to: hours.data.closeTo })}
        </p>
      ) : null}
      <div className="field">
        <label className="field__label" htmlFor={inputId}>
          {t('deposit.slipChoose')}
        </label>
        {/* The native picker's text follows the browser's language, not the member's: it stays
            hidden behind a translated button and the chosen file's name. */}
        <div className="deposit-slip__picker">
          <input
            ref={input}
            id={inputId}
            className="deposit-slip__file visually-hidden"
            type="file"
            accept="image/*"
            onChange={pick}
            disabled={closed || busy}
            data-testid="slip-file"
          />
          <label htmlFor={inputId} className="btn btn--ghost deposit-slip__pick">
            {t('deposit.slipPick')}
          </label>
          <span className="deposit-slip__name" data-testid="slip-file-name">
            {file?.name ?? t('deposit.slipNoFile')}
          </span>
        </div>
        <p className={tooLarge ? 'field__error' : 'field__hint'} role={tooLarge ? 'alert' : undefined}>
          {t(tooLarge ? 'deposit.slipTooLarge' : 'deposit.slipTypes', { max: SLIP_MAX_MB })}
        </p>
      </div>
      {percent !== null ? (
        <div className="deposit-slip__progress">
          <progress
            value={percent}
            max={100}
            aria-label={t('deposit.slipUploading')}
            data-testid="slip-progress"
          />
          <span>{percent}%</span>
        </div>
      ) : null}
      <Button
        block
        busy={busy}
        disabled={!file || tooLarge || closed}
        onClick={send}
        data-testid="slip-upload"
      >
        {t('deposit.slipUpload')}
      </Button>
      <div ref={resultBox} className="deposit-slip__result">
        {result ? <SlipSummary slip={result} layout="upload-result" money={money} /> : null}
      </div>
    </section>
  );
}
