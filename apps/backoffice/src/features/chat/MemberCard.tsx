import { useQuery } from '@tanstack/react-query';
import { chatOperatorApi, accountOperatorApi, formatBaht } from '@wallet/contract';
import { Link } from 'react-router';
import { routeQuery } from '../../lib/api/client.ts';
import { formatDateTime } from '../../lib/format/format.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { memberPageQuery } from '../../lib/members/member-page-query.ts';

const STATUSES = ['PENDING', 'SUCCESS', 'FAILED'] as const;
/** A movement's status in words (the statement's texts), never its code. */
const statusKey = (status: string) =>
  (STATUSES as readonly string[]).includes(status)
    ? (`movement.status.${status as (typeof STATUSES)[number]}` as const)
    : null;

/**
 * Beside the conversation: the member's balance, last deposits and withdrawals, and what waits
 * for an operator (slips, deposits, notices, withdrawals), with a link to the member page. A
 * guest has no card.
 */
export function MemberCard({ memberId }: { memberId: number }) {
  const { t, locale } = useI18n();
  const page = useQuery(memberPageQuery(memberId));
  const statement = useQuery(
    routeQuery(accountOperatorApi.statement, { params: { memberId }, query: { page: 1 } }),
  );
  const queue = useQuery(routeQuery(chatOperatorApi.memberQueue, { params: { memberId } }));
  const last = (type: 'deposit' | 'withdraw') =>
    (statement.data?.movements ?? []).filter((movement) => movement.statementType === type).slice(0, 3);
  if (!page.data) return <aside className="chat-card muted">{t('common.loading')}</aside>;
  const { profile, balances } = page.data;
  return (
    <aside className="chat-card" data-testid="chat-member-card">
      <h3>{profile.name}</h3>
      <p className="muted">{profile.username}</p>
      <p>
        {t('chat.card.balance')}: <strong>{formatBaht(balances.wallet, locale)}</strong>
      </p>
      {balances.withdrawalHold > 0 ? (
        <p>
          {t('chat.card.waiting')}: {formatBaht(balances.withdrawalHold, locale)}
        </p>
      ) : null}
      <h4>{t('chat.card.queue')}</h4>
      <ul className="chat-card__list" data-testid="chat-member-queue">
        {(queue.data?.items ?? []).map((item) => (
          <li key={item.id}>
            {t(`chat.card.kind.${item.kind}`)} ·{' '}
            {item.amount === null ? '-' : formatBaht(item.amount, locale)} · {formatDateTime(item.createdAt)}
          </li>
        ))}
        {queue.data?.items.length === 0 ? <li className="muted">{t('chat.card.queueNone')}</li> : null}
      </ul>
      {(['deposit', 'withdraw'] as const).map((type) => (
        <div key={type}>
          <h4>{t(type === 'deposit' ? 'chat.card.deposits' : 'chat.card.withdrawals')}</h4>
          <ul className="chat-card__list">
            {last(type).map((movement) => (
              <li key={movement.id}>
                {formatDateTime(movement.createdAt)} · {formatBaht(movement.amount, locale)} ·{' '}
                {statusKey(movement.status) ? t(statusKey(movement.status)!) : '-'}
              </li>
            ))}
            {last(type).length === 0 ? <li className="muted">-</li> : null}
          </ul>
        </div>
      ))}
      <Link to={`/members/${memberId}`} data-testid="chat-member-link">
        {t('chat.card.open')}
      </Link>
    </aside>
  );
}
