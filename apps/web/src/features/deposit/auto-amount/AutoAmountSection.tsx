import { bankFeedApi, formatBaht, type AutoAmountReply } from '@wallet/contract';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { CopyButton } from '../../../components/ui/CopyButton.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useAction } from '../../../lib/actions/use-action.ts';
import { callRoute } from '../../../lib/api/client.ts';
import { formatAccountNumber } from '../../../lib/format/account-number.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { parseAmount } from '../../../lib/wallet/parse-amount.ts';
import { formatCountdown } from '../qr/qr-rules.ts';

/** A reserved amount and when (this clock) it stops being the member's. */
interface Reserved extends AutoAmountReply {
  deadline: number;
}

/**
 * The AUTO account's unique amount (ADR 0074): where the bank shows no sender (a KBANK SMS), the
 * member asks for an amount, transfers exactly what the server answers (500 becomes 500.37) to
 * the account shown, before the countdown ends, and the credit is matched by it.
 */
export function AutoAmountSection() {
  const { t } = useI18n();
  const action = useAction({ onError: 'toast' });
  const [amount, setAmount] = useState('');
  const [reserved, setReserved] = useState<Reserved | null>(null);
  const [now, setNow] = useState(() => Date.now());

  const deadline = reserved?.deadline;
  useEffect(() => {
    if (deadline === undefined) return;
    const timer = setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= deadline) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  const ask = (event?: FormEvent) => {
    event?.preventDefault();
    const baht = parseAmount(amount);
    if (baht === null) return;
    void action.run(async () => {
      const reply = await callRoute(bankFeedApi.autoAmount, { body: { amount: baht } });
      setNow(Date.now());
      setReserved({ ...reply, deadline: Date.now() + reply.expireIn * 1000 });
    });
  };

  const remaining = reserved ? Math.max(0, Math.ceil((reserved.deadline - now) / 1000)) : 0;
  return (
    <section className="auto-amount stack" data-testid="auto-amount">
      <form className="stack" onSubmit={ask} noValidate>
        <TextField
          label={t('deposit.autoAmount')}
          value={amount}
          onChange={setAmount}
          inputMode="decimal"
          autoComplete="off"
          data-testid="auto-amount-input"
        />
        <Button
          type="submit"
          block
          variant={reserved ? 'secondary' : 'primary'}
          busy={action.busy}
          disabled={parseAmount(amount) === null}
          data-testid="auto-amount-ask"
        >
          {t(reserved ? 'deposit.autoAgain' : 'deposit.autoAsk')}
        </Button>
      </form>
      {reserved && (
        <div className="auto-amount__reserved stack" data-testid="auto-amount-reserved">
          <p className="auto-amount__value" data-testid="auto-amount-value">
            {formatBaht(reserved.amount)}
          </p>
          <p className="deposit-account__note">{t('deposit.autoTransferExactly')}</p>
          <div className="auto-amount__account">
            <p>
              {t('deposit.autoTo')} {reserved.bankCode}{' '}
              <span className="deposit-account__number">{formatAccountNumber(reserved.bankAccountNo)}</span>
            </p>
            <CopyButton
              text={reserved.bankAccountNo}
              label={t('deposit.copyAccountNo')}
              testId="auto-amount-copy"
            />
          </div>
          {remaining > 0 ? (
            <p>
              {t('deposit.autoExpiresIn')}{' '}
              <time role="timer" data-testid="auto-amount-countdown">
                {formatCountdown(remaining)}
              </time>
            </p>
          ) : (
            <p className="deposit-account__note" data-testid="auto-amount-expired">
              {t('deposit.autoExpired')}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
