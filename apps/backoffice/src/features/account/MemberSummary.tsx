import { formatBaht } from '@wallet/contract';
import type { MemberPage } from '@wallet/contract';
import { formatDateTime } from '../../lib/format/format.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';

/** Profile, bank account and balances side by side. */
export function MemberSummary({ page }: { page: MemberPage }) {
  const { t, locale } = useI18n();
  const { profile, bank, balances } = page;
  const baht = (amount: number) => formatBaht(amount, locale);
  return (
    <div className="grid-2">
      <section className="card">
        <h2>{t('member.profile')}</h2>
        <dl className="facts">
          <dt>{t('members.phone')}</dt>
          <dd className="mono">{profile.username}</dd>
          <dt>{t('members.joined')}</dt>
          <dd>{formatDateTime(profile.createdAt)}</dd>
          <dt>{t('member.source')}</dt>
          <dd>{profile.sourceCode ?? '—'}</dd>
          <dt>{t('member.invitedBy')}</dt>
          <dd>{profile.invitedBy === null ? '—' : `#${profile.invitedBy}`}</dd>
          <dt>{t('member.coins')}</dt>
          <dd>{profile.coin}</dd>
        </dl>
        <h3 className="member__subhead">{t('members.bank')}</h3>
        <dl className="facts">
          <dt>{t('member.bankName')}</dt>
          <dd>
            {bank.code} · {locale === 'en' ? bank.nameEN : bank.nameTH}
          </dd>
          <dt>{t('member.accountNo')}</dt>
          <dd className="mono">{bank.accountNo}</dd>
          <dt>{t('member.accountName')}</dt>
          <dd>{bank.accountName}</dd>
        </dl>
      </section>
      <section className="card" data-testid="member-balances">
        <h2>{t('member.balances')}</h2>
        <dl className="facts">
          <dt>{t('member.wallet')}</dt>
          <dd className="num" data-testid="member-wallet">
            {baht(balances.wallet)}
          </dd>
          <dt>{t('member.withdrawalHold')}</dt>
          <dd className="num">{baht(balances.withdrawalHold)}</dd>
          <dt>{t('member.transferHold')}</dt>
          <dd className="num">{baht(balances.transferHold)}</dd>
          {balances.games.map((game) => (
            <GameBalance key={game.code} code={game.code} amount={baht(game.amount)} />
          ))}
        </dl>
      </section>
    </div>
  );
}

function GameBalance({ code, amount }: { code: string; amount: string }) {
  return (
    <>
      <dt className="mono">{code}</dt>
      <dd className="num">{amount}</dd>
    </>
  );
}
