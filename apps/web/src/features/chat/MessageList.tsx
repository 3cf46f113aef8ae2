import { SCROLL_BOTTOM_TOLERANCE_PX } from '@wallet/contract';
import { useState } from 'react';
import { Virtuoso } from 'react-virtuoso';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { MessageBubble } from './MessageBubble.tsx';
import type { ShownMessage } from './use-chat.ts';

interface Props {
  messages: ShownMessage[];
  readAt: string | null;
  hasOlder: boolean;
  loadOlder: () => Promise<number>;
  onPostback: (title: string, payload: string) => void;
}

/** Virtuoso's indexes must stay positive while older pages are put in front. */
const START_INDEX = 1_000_000;

/**
 * The conversation, virtualised (react-virtuoso) so a long history stays smooth: scrolling to
 * the top loads the page before (spec), new messages follow the bottom while the member is
 * within 60 px of it, and a change of session is marked 'End Conversation'.
 */
export function MessageList({ messages, readAt, hasOlder, loadOlder, onPostback }: Props) {
  const { t } = useI18n();
  const [firstItemIndex, setFirstItemIndex] = useState(START_INDEX);
  const [loading, setLoading] = useState(false);
  const readTime = readAt ? Date.parse(readAt) : 0;

  const startReached = () => {
    if (!hasOlder || loading) return;
    setLoading(true);
    void loadOlder()
      .then((added) => setFirstItemIndex((index) => index - added))
      .finally(() => setLoading(false));
  };

  if (messages.length === 0) return <p className="chat-empty muted">{t('chat.empty')}</p>;
  return (
    <Virtuoso
      className="chat-list"
      data={messages}
      firstItemIndex={firstItemIndex}
      initialTopMostItemIndex={messages.length - 1}
      startReached={startReached}
      // The member's own message always brings the list down; others' only when already there.
      followOutput={(atBottom) =>
        atBottom || messages.at(-1)?.message.sender === 'customer' ? 'auto' : false
      }
      atBottomThreshold={SCROLL_BOTTOM_TOLERANCE_PX}
      computeItemKey={(_index, line) => line.key}
      components={{
        Header: () => (loading ? <p className="chat-older muted">{t('chat.loadingOlder')}</p> : null),
      }}
      itemContent={(index, line) => {
        const before = messages[index - firstItemIndex - 1];
        const ended =
          before &&
          before.message.session_id !== 0 &&
          line.message.session_id !== 0 &&
          before.message.session_id !== line.message.session_id;
        return (
          <>
            {ended ? (
              <p className="chat-session-end" data-testid="chat-session-end">
                {t('chat.endConversation')}
              </p>
            ) : null}
            <MessageBubble
              line={line}
              read={line.message.id !== 0 && Date.parse(line.message.createdAt) <= readTime}
              onPostback={onPostback}
            />
          </>
        );
      }}
    />
  );
}
