import { formatBaht } from '@wallet/contract';
import type { Locale, RiskSignal, WithdrawalContext } from '@wallet/contract';
import type { ReactNode } from 'react';
import { Badge } from '../../components/ui/Badge.tsx';
import { formatDateTime, formatNumber } from '../../lib/format/format.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';

/** Figures that are amounts (baht): shown with the operator's separators, the rest as numbers. */
const AMOUNT_FIGURES = new Set(['deposits', 'turnover', 'required']);

/** A signal's figures as its explanation's placeholders, in the operator's language. */
function figureVars(signal: RiskSignal, locale: Locale): Record<string, string> {
  return Object.fromEntries(
    Object.entries(signal.figures).map(([name, value]) => [
      name,
      AMOUNT_FIGURES.has(name) ? formatBaht(value, locale) : formatNumber(value, locale),
    ]),
  );
}

/**
 * The risk signals of a withdrawal (issue 41, ADR 0164) as badges, each explained in its tooltip
 * with the figures the server computed; none shown when nothing stands out.
 */
export function WithdrawalFlags({ context }: { context: WithdrawalContext | undefined }) {
  const { t, locale } = useI18n();
  if (!context) return null;
  return (
    <div className="withdrawal-flags" data-testid="withdrawal-flags">
      {context.signals.map((signal) => (
        <Badge
          key={signal.code}
          tone="warn"
          title={t(`withdrawal.signal.${signal.code}.why`, figureVars(signal, locale))}
        >
          {t(`withdrawal.signal.${signal.code}`)}
        </Badge>
      ))}
    </div>
  );
}

/** The dialog's form: each signal with its explanation written out, for the operator deciding. */
export function SignalExplanations({ context }: { context: WithdrawalContext | undefined }) {
  const { t, locale } = useI18n();
  if (!context || context.signals.length === 0) return <span>{t('withdrawal.signal.none')}</span>;
  return (
    <ul className="withdrawal-signals" data-testid="withdrawal-signals">
      {context.signals.map((signal) => (
        <li key={signal.code} data-testid={`withdrawal-signal-${signal.code}`}>
          <strong>{t(`withdrawal.signal.${signal.code}`)}</strong>
          {': '}
          {t(`withdrawal.signal.${signal.code}.why`, figureVars(signal, locale))}
        </li>
      ))}
    </ul>
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
    [t('withdrawal.ctx.flags'), <SignalExplanations key="flags" context={context} />],
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
