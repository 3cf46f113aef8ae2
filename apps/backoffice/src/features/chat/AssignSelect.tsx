import { useQuery } from '@tanstack/react-query';
import { chatOperatorApi, type ChatConversationSummary } from '@wallet/contract';
import { ErrorNote } from '../../components/ui/ErrorNote.tsx';
import { useAction } from '../../lib/actions/use-action.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { agentsQuery, chatKeys } from './chat-inbox-api.ts';

/**
 * Who answers the conversation: any active agent (support or admin), or nobody (back to
 * "unassigned"), as Chatwoot's assignee picker. "Assign to me" stays the one-click case beside it.
 */
export function AssignSelect({ conversation }: { conversation: ChatConversationSummary }) {
  const { t } = useI18n();
  const agents = useQuery(agentsQuery);
  const action = useAction({
    refresh: [chatKeys.thread(conversation.id), chatKeys.inbox],
  });
  const assign = (value: string) =>
    void action.run(() =>
      action.send(chatOperatorApi.assign, {
        params: { conversationId: conversation.id },
        body: { operatorId: value === '' ? null : Number(value) },
      }),
    );
  return (
    <>
      <select
        aria-label={t('chat.assignTo')}
        value={conversation.assignedTo ? String(conversation.assignedTo.id) : ''}
        disabled={action.busy || !agents.data}
        onChange={(event) => assign(event.target.value)}
        data-testid="chat-assign"
      >
        <option value="">{t('chat.unassigned')}</option>
        {agents.data?.agents.map((agent) => (
          <option key={agent.id} value={agent.id}>
            {agent.username}
          </option>
        ))}
      </select>
      <ErrorNote error={action.error} />
    </>
  );
}
