import type { QrChannel } from '@wallet/contract';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { amountCharacters, parseAmount } from '../../../lib/wallet/parse-amount.ts';
import { useMemberMoney } from '../../../lib/wallet/use-member-money.ts';
import { qrChannelLimits, type ServedQrFigures } from './qr-channel-limits.ts';
import { canCreateQr } from './qr-rules.ts';

interface Props {
  channel: QrChannel;
  amount: string;
  onAmountChange: (amount: string) => void;
  busy: boolean;
  onCreate: () => void;
  /** The operator's figures the channel's state answered (the Lao QR's kip ones). */
  served?: ServedQrFigures;
}

/**
 * Quick amounts, the amount field and the create button of one QR channel, in the channel's
 * currency, which is the member's (a kip member is offered only the Lao QR); the quick amounts
 * are whole amounts (memberMoney's `whole`).
 */
export function QrAmountForm({ channel, amount, onAmountChange, busy, onCreate, served }: Props) {
  const { t } = useI18n();
  const money = useMemberMoney();
  const kip = money.currency === 'LAK';
  const limits = qrChannelLimits(channel, undefined, served);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCreate();
  };
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <div className="qr-quick" role="group" aria-label={t('deposit.qrQuickAmounts')}>
        {limits.quickAmounts.map((quick) => (
          <button
            key={quick}
            type="button"
            className="qr-quick__amount"
            aria-pressed={amount === String(quick)}
            onClick={() => onAmountChange(String(quick))}
            data-testid={`qr-quick-${channel}`}
          >
            {money.whole(quick)}
          </button>
        ))}
      </div>
      <TextField
        label={money.text('money.amount')}
        value={amount}
        onChange={(value) => onAmountChange(amountCharacters(value, money.currency))}
        inputMode={kip ? 'numeric' : 'decimal'}
        autoComplete="off"
        hint={
          channel === 'KBANK'
            ? null
            : money.text('deposit.qrMinimum', { min: kip ? money.money(limits.minimum) : limits.minimum })
        }
        data-testid={`qr-amount-${channel}`}
      />
      <Button
        type="submit"
        block
        busy={busy}
        disabled={!canCreateQr(channel, parseAmount(amount, money.currency), limits)}
        data-testid={`qr-create-${channel}`}
      >
        {t('deposit.qrCreate')}
      </Button>
    </form>
  );
}
