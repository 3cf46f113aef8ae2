import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { bankNameIn, type WalletReply } from '@wallet/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { useResultDialog } from '../../lib/feedback/result-dialog/use-result-dialog.ts';
import { TextField } from '../../components/ui/TextField.tsx';
import { formatAccountNumber } from '../../lib/format/account-number.ts';
import type { MessageRef } from '../../lib/i18n/message-ref.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { amountCharacters, parseAmount } from '../../lib/wallet/parse-amount.ts';
import { useMemberMoney } from '../../lib/wallet/use-member-money.ts';
import { useMoneyMove } from '../../lib/wallet/use-money-move.ts';
import { withdraw, withdrawLimitsQuery, withdrawPreviewQuery } from './withdraw-api.ts';
import { withdrawProblem } from './withdraw-validation.ts';
import './withdraw.css';

interface Props {
  wallet: WalletReply;
  onClose: () => void;
}

/** Spec doc 2 section 2 "Withdraw modal": to the member's registered bank account. */
export function WithdrawModal({ wallet, onClose }: Props) {
  const { t, locale } = useI18n();
  const { showSuccess, showError } = useResultDialog();
  const { busy, run, move } = useMoneyMove(withdraw, { onError: 'dialog' });
  const money = useMemberMoney(wallet.wallet.currency ?? 'THB');
  const limits = useQuery(withdrawLimitsQuery);
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<MessageRef | null>(null);
  const { bank, bankAccountNo } = wallet.bankAccount;
  // With no amount yet, the preview of the whole wallet: a held bonus shows before anything is typed.
  const previewAmount = parseAmount(amount, money.currency) ?? wallet.wallet.amount;
  const preview = useQuery({ ...withdrawPreviewQuery(previewAmount), placeholderData: keepPreviousData });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = withdrawProblem(amount, limits.data, money);
    setProblem(found);
    if (found) return;
    const body = { amount: parseAmount(amount, money.currency) ?? 0 };
    void run(async () => {
      const reply = await move(body);
      if (reply.status === 'FAILED') showError(t('withdraw.failedMsg'));
      // Spec doc 2 section 8: a withdrawal's success is the waiting-for-transfer message, even when
      // the payout rail has already taken it: the bank's transfer to the member is still to come.
      else showSuccess(t('withdraw.waitMsg'));
      onClose();
    });
  };

  return (
    <Modal
      open
      title={t('withdraw.title')}
      onClose={onClose}
      closeLabel={t('app.close')}
      testId="withdraw-modal"
    >
      <form className="stack" onSubmit={submit} noValidate>
        <p className="muted withdraw__to">
          {t('withdraw.to', {
            bank: bankNameIn(bank, locale),
            accountNo: formatAccountNumber(bankAccountNo),
          })}
        </p>
        <TextField
          label={money.text('money.amount')}
          value={amount}
          onChange={(value) => {
            setProblem(null);
            setAmount(amountCharacters(value, money.currency));
          }}
          inputMode="decimal"
          autoComplete="off"
          required
          error={problem ? t(problem.key, problem.vars) : null}
          hint={
            limits.data ? (
              <span data-testid="withdraw-limits">
                {money.text('withdraw.limits', {
                  min: money.money(limits.data.withdrawMin),
                  max: money.money(limits.data.withdrawMax),
                })}
              </span>
            ) : null
          }
          data-testid="withdraw-amount"
        />
        <p className="withdraw__guide">{t('withdraw.bonusGuide')}</p>
        {preview.data?.bonus ? (
          <p
            className="withdraw__guide withdraw__deduction"
            role="status"
            data-testid="withdraw-bonus-preview"
          >
            {money.text('withdraw.bonusPreview', {
              amount: money.money(preview.data.amount),
              deducted: money.money(preview.data.deducted),
            })}
          </p>
        ) : null}
        {/* Without limits the check would be skipped, so wait for them (a failed lookup lets it through). */}
        <Button type="submit" block busy={busy} disabled={limits.isPending} data-testid="withdraw-submit">
          {t('withdraw.submit')}
        </Button>
      </form>
    </Modal>
  );
}
