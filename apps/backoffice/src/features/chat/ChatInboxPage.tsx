import { useQuery } from '@tanstack/react-query';
import { chatOperatorApi, type ChatInboxFilter } from '@wallet/contract';
import { use, useEffect, useState, useSyncExternalStore } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { useAction } from '../../lib/actions/use-action.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { useOperator } from '../../lib/operator/use-operator.ts';
import { AgentComposer } from './AgentComposer.tsx';
import { AssignSelect } from './AssignSelect.tsx';
import { CannedRepliesEditor } from './CannedRepliesEditor.tsx';
import { chatAlerts } from './chat-alerts.ts';
import { chatKeys, threadQuery } from './chat-inbox-api.ts';
import { ChatLiveContext } from './ChatEvents.tsx';
import { ConversationList } from './ConversationList.tsx';
import { MemberCard } from './MemberCard.tsx';
import { ThreadMessage } from './ThreadMessage.tsx';
import './chat-inbox.css';

/** One conversation: its messages (oldest first), assignment, close, the composer, read marks. */
function Thread({ conversationId }: { conversationId: number }) {
  const { t } = useI18n();
  const operator = useOperator();
  const live = use(ChatLiveContext);
  const thread = useQuery(threadQuery(conversationId));
  const action = useAction({ refresh: [chatKeys.thread(conversationId), chatKeys.inbox] });
  const unread = thread.data?.conversation.unread ?? 0;

  // Opening the conversation, and every new message while it is open, marks it read.
  useEffect(() => {
    if (unread > 0) void action.send(chatOperatorApi.read, { params: { conversationId } }).catch(() => {});
  }, [unread, conversationId, action]);

  if (!thread.data) return <section className="chat-inbox__thread muted">{t('common.loading')}</section>;
  const { conversation, list } = thread.data;
  const customerRead = conversation.customerReadAt ? Date.parse(conversation.customerReadAt) : 0;
  const othersTyping = (live?.typing ?? []).filter(
    (event) => event.conversationId === conversationId && event.by !== operator?.id,
  );
  return (
    <section className="chat-inbox__thread" data-testid="chat-thread">
      <header className="chat-inbox__head">
        <strong>{conversation.name ?? t('chat.guest')}</strong>
        <span className="muted">
          {conversation.assignedTo ? t('chat.assignedTo', { name: conversation.assignedTo.username }) : ''}
        </span>
        <AssignSelect conversation={conversation} />
        <Button
          small
          onClick={() =>
            void action.run(() =>
              action.send(chatOperatorApi.assign, {
                params: { conversationId },
                body: { operatorId: operator?.id ?? null },
              }),
            )
          }
          data-testid="chat-assign-me"
        >
          {t('chat.assignMe')}
        </Button>
        <Button
          small
          disabled={!conversation.open}
          onClick={() =>
            void action.run(() => action.send(chatOperatorApi.close, { params: { conversationId } }))
          }
          data-testid="chat-close"
        >
          {t('chat.closeSession')}
        </Button>
      </header>
      <div className="chat-inbox__messages">
        {list.toReversed().map((message) => (
          <ThreadMessage
            key={message.id}
            message={message}
            read={Date.parse(message.createdAt) <= customerRead}
          />
        ))}
      </div>
      {othersTyping.map((event) => (
        <p key={String(event.by)} className="muted chat-inbox__typing" data-testid="chat-typing">
          {event.by === 'customer' ? t('chat.customerTyping') : t('chat.agentTyping')}
        </p>
      ))}
      <AgentComposer conversationId={conversationId} locale={conversation.locale} />
    </section>
  );
}

/** The agents' inbox (issue 25 part 3): the list, the open conversation, the member's card. */
export function ChatInboxPage() {
  const { t } = useI18n();
  const [filter, setFilter] = useState<ChatInboxFilter>('all');
  const [selected, setSelected] = useState<number>();
  const sound = useSyncExternalStore(chatAlerts.subscribe, chatAlerts.soundOn);
  const thread = useQuery({ ...threadQuery(selected ?? 0), enabled: selected !== undefined });
  const memberId = thread.data?.conversation.memberId ?? null;

  // Looking at the inbox is seeing the new messages: the menu's badge clears.
  useEffect(() => chatAlerts.seen());

  return (
    <div className="chat-inbox" data-testid="chat-inbox">
      <header className="chat-inbox__top">
        <h1>{t('chat.title')}</h1>
        <label>
          <input
            type="checkbox"
            checked={sound}
            onChange={(event) => chatAlerts.setSound(event.target.checked)}
          />{' '}
          {t('chat.sound')}
        </label>
        <CannedRepliesEditor />
      </header>
      <div className="chat-inbox__body">
        <ConversationList filter={filter} onFilter={setFilter} selected={selected} onSelect={setSelected} />
        {selected !== undefined ? (
          <Thread conversationId={selected} />
        ) : (
          <p className="muted">{t('chat.pick')}</p>
        )}
        {memberId !== null ? <MemberCard memberId={memberId} /> : null}
      </div>
    </div>
  );
}
