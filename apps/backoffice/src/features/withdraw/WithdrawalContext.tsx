import type { WithdrawalContext } from '@wallet/contract';
import type { ReactNode } from 'react';
import { Badge } from '../../components/ui/Badge.tsx';
import { formatBaht, formatDateTime } from '../../lib/format/format.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';

/** Failed deposits in 7 days from which the member is flagged (the server's FAILED_DEPOSITS_FLAG). */
const FAILED_DEPOSITS_FLAG = 3;

/** The risk flags of a withdrawal as badges; none shown when nothing stands out. */
export function WithdrawalFlags({ context }: { context: WithdrawalContext | undefined }) {
  const { t } = useI18n();
  if (!context) return null;
  const { flags } = context;
  const shown: string[] = [
    ...(context.firstWithdrawal ? [t('withdrawal.flag.first')] : []),
    ...(flags.sharedBankAccount ? [t('withdrawal.flag.sharedBank')] : []),
    ...(flags.failedDeposits7d >= FAILED_DEPOSITS_FLAG
      ? [t('withdrawal.flag.failedDeposits', { count: flags.failedDeposits7d })]
      : []),
    ...(flags.afterOperatorCredit ? [t('withdrawal.flag.afterCredit')] : []),
  ];
  return (
    <div className="withdrawal-flags" data-testid="withdrawal-flags">
      {shown.map((text) => (
        <Badge key={text} tone="warn">
          {text}
        </Badge>
      ))}
    </div>
  );
}

/** The facts a decision rests on (the row shows the short form; the dialog all of them). */
export function contextFacts(
  context: WithdrawalContext | undefined,
  t: ReturnType<typeof useI18n>['t'],
  locale: ReturnType<typeof useI18n>['locale'],
): [string, ReactNode][] {
  if (!context) return [];
  const money = (amount: number) => formatBaht(amount, locale);
  return [
    [t('withdrawal.ctx.balance'), money(context.balance)],
    [
      t('withdrawal.ctx.bonus'),
      context.bonus
        ? t('withdrawal.ctx.bonusValue', {
            amount: money(context.bonus.amount),
            target: money(context.bonus.target),
          })
        : t('withdrawal.ctx.noBonus'),
    ],
    [t('withdrawal.ctx.firstWithdrawal'), context.firstWithdrawal ? t('common.yes') : t('common.no')],
    [t('withdrawal.ctx.deposits7d'), money(context.deposits7d)],
    [t('withdrawal.ctx.withdrawals7d'), money(context.withdrawals7d)],
    [t('withdrawal.ctx.memberSince'), formatDateTime(context.memberSince)],
    [t('withdrawal.ctx.flags'), <WithdrawalFlags key="flags" context={context} />],
  ];
}

/** The row's short form: balance, 7 days in and out, and the flags. */
export function ContextCell({ context }: { context: WithdrawalContext | undefined }) {
  const { t, locale } = useI18n();
  if (!context) return null;
  return (
    <>
      <div>{t('withdrawal.ctx.balanceShort', { amount: formatBaht(context.balance, locale) })}</div>
      <div className="muted">
        {t('withdrawal.ctx.sevenDays', {
          in: formatBaht(context.deposits7d, locale),
          out: formatBaht(context.withdrawals7d, locale),
        })}
      </div>
      <WithdrawalFlags context={context} />
    </>
  );
}
