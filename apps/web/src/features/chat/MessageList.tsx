import { SCROLL_BOTTOM_TOLERANCE_PX } from '@wallet/contract';
import { useCallback, useRef, useState } from 'react';
import { Virtuoso, type VirtuosoHandle } from 'react-virtuoso';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { MessageBubble } from './MessageBubble.tsx';
import { OWN_SCROLL_EVENTS, isOwnScroll } from './own-scroll.ts';
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
/** A move away from the bottom this soon after the member's own wheel, touch, key or pointer is theirs. */
const OWN_SCROLL_MS = 1_000;
/** Rendered beyond the visible part (px): the messages next to it are there before they are scrolled to. */
const OVERSCAN = { top: 400, bottom: 200 };

/**
 * The conversation, virtualised (react-virtuoso) so a long history stays smooth: scrolling to
 * the top loads the page before (spec), new messages follow the bottom while the member is
 * within 60 px of it, and a change of session is marked 'End Conversation'.
 *
 * Following the bottom is the member's choice, not the list's last measure: Virtuoso reports
 * "not at the bottom" as soon as a message grows after it was drawn (an image or a video loading,
 * a card measured late), and would then stop following, leaving the next pushed answers below the
 * fold, not even rendered. So the list stays stuck to the bottom until the member scrolls away
 * themselves (a wheel, a touch, a scrolling key or the scroll bar just before), and any growth while stuck scrolls down again.
 */
export function MessageList({ messages, readAt, hasOlder, loadOlder, onPostback }: Props) {
  const { t } = useI18n();
  const [firstItemIndex, setFirstItemIndex] = useState(START_INDEX);
  const [loading, setLoading] = useState(false);
  const readTime = readAt ? Date.parse(readAt) : 0;
  const list = useRef<VirtuosoHandle>(null);
  const stuck = useRef(true);
  const ownScrollAt = useRef(0);
  const scroller = useRef<HTMLElement | null>(null);

  // Stable across renders, so the listener put on one scroller is the one taken off it.
  const markOwnScroll = useCallback((event: Event) => {
    if (scroller.current && isOwnScroll(event, scroller.current)) ownScrollAt.current = Date.now();
  }, []);
  const scrollerRef = useCallback(
    (element: HTMLElement | Window | null) => {
      const previous = scroller.current;
      for (const name of OWN_SCROLL_EVENTS) previous?.removeEventListener(name, markOwnScroll);
      scroller.current = element instanceof HTMLElement ? element : null;
      for (const name of OWN_SCROLL_EVENTS)
        scroller.current?.addEventListener(name, markOwnScroll, { passive: true });
    },
    [markOwnScroll],
  );
  const atBottomChanged = (atBottom: boolean) => {
    if (atBottom) stuck.current = true;
    else if (Date.now() - ownScrollAt.current < OWN_SCROLL_MS) stuck.current = false;
  };
  const grew = () => {
    if (stuck.current) list.current?.scrollToIndex({ index: 'LAST', align: 'end' });
  };

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
      ref={list}
      scrollerRef={scrollerRef}
      className="chat-list"
      data={messages}
      increaseViewportBy={OVERSCAN}
      firstItemIndex={firstItemIndex}
      initialTopMostItemIndex={messages.length - 1}
      startReached={startReached}
      // The member's own message always brings the list down; others' only while stuck to the bottom.
      followOutput={() => {
        if (messages.at(-1)?.message.sender === 'customer') stuck.current = true;
        return stuck.current ? 'auto' : false;
      }}
      atBottomThreshold={SCROLL_BOTTOM_TOLERANCE_PX}
      atBottomStateChange={atBottomChanged}
      totalListHeightChanged={grew}
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
