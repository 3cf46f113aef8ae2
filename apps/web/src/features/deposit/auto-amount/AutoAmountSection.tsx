import { useQuery } from '@tanstack/react-query';
import { bankFeedApi, bankNameIn, formatBaht, lookupApi, type AutoAmountReply } from '@wallet/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { CopyButton } from '../../../components/ui/CopyButton.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useAction } from '../../../lib/actions/use-action.ts';
import { callRoute } from '../../../lib/api/client.ts';
import { useBringIntoView } from '../../../lib/feedback/bring-into-view/use-bring-into-view.ts';
import { useToast } from '../../../lib/feedback/toast/use-toast.ts';
import { useBalanceEvents } from '../../../lib/realtime/use-balance-events.ts';
import { formatAccountNumber } from '../../../lib/format/account-number.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { routeQuery } from '../../../lib/api/client.ts';
import { amountCharacters, parseAmount } from '../../../lib/wallet/parse-amount.ts';
import { formatCountdown } from '../qr/qr-rules.ts';

/** A reserved amount and when (this clock) it stops being the member's; paid once credited. */
interface Reserved extends AutoAmountReply {
  deadline: number;
  paid: boolean;
}

/**
 * The AUTO account's unique amount (ADR 0074): where the bank shows no sender (a KBANK SMS), the
 * member asks for an amount, transfers exactly what the server answers (500 becomes 500.37) to
 * the account shown, before the countdown ends, and the credit is matched by it. Each balance push
 * reads the amount's state again, so the card turns paid (with a toast, as the QR does) as soon
 * as the credit is in (issue 42).
 */
export function AutoAmountSection() {
  const { t, locale } = useI18n();
  const toast = useToast();
  // The account's bank by its name in the member's language (its code until the lookup is in).
  const banks = useQuery(routeQuery(lookupApi.banks));
  const bankOf = (code: string) => {
    const bank = banks.data?.find((entry) => entry.code === code);
    return bank ? bankNameIn(bank, locale) : code;
  };
  const action = useAction({ onError: 'toast' });
  const [amount, setAmount] = useState('');
  const [reserved, setReserved] = useState<Reserved | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const card = useRef<HTMLDivElement>(null);
  // The amount to transfer (and later its paid state) is brought into view: on a phone it is
  // drawn below the button the member just tapped.
  useBringIntoView(card, reserved ? `${reserved.amount}:${reserved.deadline}:${reserved.paid}` : null);

  useBalanceEvents(() => {
    if (!reserved || reserved.paid) return;
    const shown = reserved.amount;
    void callRoute(bankFeedApi.autoAmountState)
      .then((state) => {
        if (state.status !== 'PAID' || state.amount !== shown) return;
        setReserved((current) =>
          current && current.amount === shown ? { ...current, paid: true } : current,
        );
        toast.show('success', t('deposit.autoPaid'));
      })
      // A failed read leaves the card as it was; the next push reads again.
      .catch(() => undefined);
  });

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
      // One reading of the clock for both: two could straddle a millisecond and show 05:01.
      const at = Date.now();
      setNow(at);
      setReserved({ ...reply, deadline: at + reply.expireIn * 1000, paid: false });
    });
  };

  const remaining = reserved ? Math.max(0, Math.ceil((reserved.deadline - now) / 1000)) : 0;
  return (
    <section className="auto-amount stack" data-testid="auto-amount">
      <form className="stack" onSubmit={ask} noValidate>
        <TextField
          label={t('deposit.autoAmount')}
          value={amount}
          onChange={(value) => setAmount(amountCharacters(value))}
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
      {reserved?.paid && (
        <div ref={card} className="qr-code qr-paid stack" role="status" data-testid="auto-amount-paid">
          <p className="qr-paid__title">{t('deposit.qrPaidTitle')}</p>
          <p className="qr-code__amount">{t('deposit.qrAmount', { amount: formatBaht(reserved.amount) })}</p>
          <p>{t('deposit.autoPaid')}</p>
        </div>
      )}
      {reserved && !reserved.paid && (
        <div ref={card} className="auto-amount__reserved stack" data-testid="auto-amount-reserved">
          <p className="auto-amount__value" data-testid="auto-amount-value">
            {formatBaht(reserved.amount)}
          </p>
          <p className="deposit-account__note">{t('deposit.autoTransferExactly')}</p>
          <div className="auto-amount__account">
            <p>
              {t('deposit.autoTo')} <span data-testid="auto-amount-bank">{bankOf(reserved.bankCode)}</span>{' '}
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
