import { WALLET, type WalletReply } from '@wallet/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { useResultDialog } from '../../lib/feedback/result-dialog/use-result-dialog.ts';
import { Select } from '@wallet/web-client/member-ui';
import { TextField } from '../../components/ui/TextField.tsx';
import type { MessageRef } from '../../lib/i18n/message-ref.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { amountCharacters, parseAmount } from '../../lib/wallet/parse-amount.ts';
import { transferResultKey } from '../../lib/wallet/transfer-result.ts';
import { useMemberMoney } from '../../lib/wallet/use-member-money.ts';
import { useMoneyMove } from '../../lib/wallet/use-money-move.ts';
import { transfer } from './transfer-api.ts';
import { transferOptions } from './transfer-options.ts';
import { transferProblem, type TransferValues } from './transfer-validation.ts';

interface Props {
  wallet: WalletReply;
  /** Opened from a game's modal: that game is the target and the wallet the source. */
  initialTo?: string;
  onClose: () => void;
}

/** Spec doc 2 section 2 "Transfer modal". An error keeps it open with the input, for a retry. */
export function TransferModal({ wallet, initialTo, onClose }: Props) {
  const { t } = useI18n();
  const money = useMemberMoney(wallet.wallet.currency ?? 'THB');
  const { showSuccess } = useResultDialog();
  const { busy, run, move } = useMoneyMove(transfer, { onError: 'dialog' });
  const [values, setValues] = useState<TransferValues>({
    from: initialTo ? WALLET : '',
    to: initialTo ?? '',
    amount: '',
  });
  const [problem, setProblem] = useState<MessageRef | null>(null);
  const options = transferOptions(wallet, t, money);

  const change = (field: keyof TransferValues) => (value: string) => {
    setProblem(null);
    // The amount keeps what the withdraw amount keeps: digits and one decimal point.
    const kept = field === 'amount' ? amountCharacters(value, money.currency) : value;
    setValues((current) => ({ ...current, [field]: kept }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = transferProblem(values, money.currency);
    setProblem(found);
    if (found) return;
    const body = {
      from: values.from,
      to: values.to,
      amount: parseAmount(values.amount, money.currency) ?? 0,
    };
    void run(async () => {
      const reply = await move(body);
      showSuccess(t(transferResultKey(reply)));
      onClose();
    });
  };

  return (
    <Modal
      open
      title={t('transfer.title')}
      onClose={onClose}
      closeLabel={t('app.close')}
      testId="transfer-modal"
    >
      <form className="stack" onSubmit={submit} noValidate>
        <Select
          label={t('transfer.from')}
          value={values.from}
          options={options}
          placeholder={t('transfer.none')}
          onChange={change('from')}
          data-testid="transfer-from"
        />
        <Select
          label={t('transfer.to')}
          value={values.to}
          options={options}
          placeholder={t('transfer.none')}
          onChange={change('to')}
          data-testid="transfer-to"
        />
        <TextField
          label={money.text('money.amount')}
          value={values.amount}
          onChange={change('amount')}
          inputMode="decimal"
          autoComplete="off"
          data-testid="transfer-amount"
        />
        {problem ? (
          <p className="field__error" role="alert" data-testid="transfer-error">
            {t(problem.key, problem.vars)}
          </p>
        ) : null}
        <Button type="submit" block busy={busy} data-testid="transfer-submit">
          {t('transfer.submit')}
        </Button>
      </form>
    </Modal>
  );
}
