import { useQuery } from '@tanstack/react-query';
import { chatInboxFilters, type ChatInboxCounts, type ChatInboxFilter } from '@wallet/contract';
import { ageOf } from '../../lib/format/format.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { inboxQuery } from './chat-inbox-api.ts';
import { previewOf } from './message-preview.ts';
import { MemberTags } from '../../components/ui/MemberTags.tsx';

interface Props {
  filter: ChatInboxFilter;
  onFilter: (filter: ChatInboxFilter) => void;
  selected: number | undefined;
  onSelect: (id: number) => void;
}

/** The tabs that carry a count (issue 41): what nobody has taken, and what is mine. */
const COUNTED: Partial<Record<ChatInboxFilter, keyof ChatInboxCounts>> = {
  unassigned: 'unassigned',
  mine: 'mine',
};

/**
 * The conversations, newest first, with unread counts, the member's name or "guest", their
 * language and how long they have waited for an answer; the unassigned, mine and waiting counts
 * over the tabs (issue 41); live.
 */
export function ConversationList({ filter, onFilter, selected, onSelect }: Props) {
  const { t } = useI18n();
  const inbox = useQuery(inboxQuery(filter));
  const counts = inbox.data?.counts;
  return (
    <section className="chat-inbox__list" aria-label={t('chat.conversations')}>
      {counts ? (
        <p className="chat-inbox__counts" data-testid="chat-counts">
          {t('chat.counts', { waiting: counts.waiting, unassigned: counts.unassigned })}
        </p>
      ) : null}
      <div className="chat-inbox__filters" role="tablist">
        {chatInboxFilters.map((each) => (
          <button
            key={each}
            type="button"
            role="tab"
            aria-selected={each === filter}
            className={`chat-filter ${each === filter ? 'is-active' : ''}`}
            data-testid={`chat-filter-${each}`}
            onClick={() => onFilter(each)}
          >
            {t(`chat.filter.${each}`)}
            {counts && COUNTED[each] !== undefined ? (
              <span className="layout__count" data-testid={`chat-count-${each}`}>
                {counts[COUNTED[each]]}
              </span>
            ) : null}
          </button>
        ))}
      </div>
      {inbox.data?.conversations.length === 0 ? <p className="muted">{t('chat.none')}</p> : null}
      <ul className="chat-inbox__items">
        {inbox.data?.conversations.map((conversation) => (
          <li key={conversation.id}>
            <button
              type="button"
              className={`chat-item ${conversation.id === selected ? 'is-selected' : ''}`}
              data-testid="chat-conversation"
              data-conversation-id={conversation.id}
              onClick={() => onSelect(conversation.id)}
            >
              <span className="chat-item__name">{conversation.name ?? t('chat.guest')}</span>
              <MemberTags tags={conversation.memberTags} />
              {conversation.locale ? (
                <span
                  className="chat-item__locale"
                  data-testid="chat-locale"
                  title={t(`chat.locale.${conversation.locale}`)}
                >
                  {conversation.locale.toUpperCase()}
                </span>
              ) : null}
              {conversation.waitingSince ? (
                <span className="chat-item__waiting" data-testid="chat-waiting">
                  {t(`chat.waiting.${ageOf(conversation.waitingSince).unit}`, {
                    value: ageOf(conversation.waitingSince).value,
                  })}
                </span>
              ) : null}
              {conversation.unread > 0 ? (
                <span className="layout__count" data-testid="chat-unread">
                  {conversation.unread}
                </span>
              ) : null}
              <span className="chat-item__last muted">
                {conversation.lastMessage ? previewOf(conversation.lastMessage, t) : ''}
              </span>
              <span className="chat-item__who muted">
                {conversation.assignedTo ? conversation.assignedTo.username : t('chat.filter.unassigned')}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
