import {
  CHAT_HISTORY_PAGE_SIZE,
  MARK_READ_DEBOUNCE_MS,
  chatMessage,
  type ChatMessage,
  type CustomerMessageBody,
} from '@wallet/contract';
import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import {
  chatHistory,
  chatIdentity,
  markChatRead,
  sendChatMessage,
  takeGuestConversation,
  uploadChatFile,
  type ChatIdentity,
} from './chat-api.ts';
import { forgetGuestId } from '../../lib/chat/guest-id.ts';
import { openChatSocket } from './chat-socket.ts';

/** The spec's delivery statuses of a message the member sent (doc 1 section 2 "Chat widget"). */
export type DeliveryStatus = 'uploading_file' | 'sending' | 'failed' | 'succeed';

/** One line of the list: a stored message, or one of the member's on its way. */
export interface ShownMessage {
  key: string;
  message: ChatMessage;
  status?: DeliveryStatus;
  /** Upload progress, 0 to 100. */
  progress?: number;
  /** A local preview of a file on its way. */
  previewUrl?: string;
  retry?: () => void;
}

let localKeys = 0;

type SetLines = Dispatch<SetStateAction<ShownMessage[]>>;

function updateLine(setMessages: SetLines, key: string, change: Partial<ShownMessage>) {
  setMessages((shown) => shown.map((line) => (line.key === key ? { ...line, ...change } : line)));
}

/** Sends a body; the line shows sending, then takes the server's time and id (or failed, with a retry). */
async function deliverLine(
  setMessages: SetLines,
  key: string,
  identity: ChatIdentity,
  body: CustomerMessageBody,
) {
  updateLine(setMessages, key, { status: 'sending', message: draft(identity, body) });
  try {
    const reply = await sendChatMessage(identity, body);
    const sent = {
      ...draft(identity, body),
      id: reply.id,
      createdAt: reply.createdAt,
      session_id: reply.session_id,
    };
    // The push of this message may have come before the reply: the line with its status stays.
    setMessages((shown) =>
      shown
        .filter((line) => line.key === key || line.message.id !== reply.id)
        .map((line) => (line.key === key ? { ...line, status: 'succeed' as const, message: sent } : line)),
    );
  } catch {
    updateLine(setMessages, key, {
      status: 'failed',
      retry: () => void deliverLine(setMessages, key, identity, body),
    });
  }
}

function draft(who: ChatIdentity, body: CustomerMessageBody): ChatMessage {
  return {
    id: 0,
    sender: 'customer',
    message: body,
    userId: who.userId ?? null,
    guestId: who.guestId ?? null,
    username: null,
    name: null,
    deviceToken: null,
    createdAt: new Date().toISOString(),
    session_id: 0,
  };
}

/**
 * The conversation as the widget shows it: history on open (newest page, shown oldest first),
 * older pages on demand (skip grows by 10), socket pushes appended, the member's messages with
 * their statuses, read marks both ways (the member's debounced 1 s).
 */
export function useChat() {
  const [who, setWho] = useState<ChatIdentity>();
  const [messages, setMessages] = useState<ShownMessage[]>([]);
  const [olderLoaded, setOlderLoaded] = useState(0);
  const [hasOlder, setHasOlder] = useState(true);
  const [readAt, setReadAt] = useState<string | null>(null);
  const [guestWaiting, setGuestWaiting] = useState(false);
  const [connected, setConnected] = useState(true);
  const [agentTyping, setAgentTyping] = useState(false);
  const [error, setError] = useState<unknown>();
  const aborts = useRef(new AbortController());
  const readTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const add = useCallback((incoming: ChatMessage) => {
    setMessages((shown) =>
      shown.some((line) => line.message.id === incoming.id && incoming.id !== 0)
        ? shown
        : [...shown, { key: `m${incoming.id}`, message: incoming }],
    );
  }, []);

  const markRead = useCallback((identity: ChatIdentity) => {
    clearTimeout(readTimer.current);
    readTimer.current = setTimeout(() => void markChatRead(identity).catch(() => {}), MARK_READ_DEBOUNCE_MS);
  }, []);

  useEffect(() => {
    let stop = () => {};
    let cancelled = false;
    const aborter = aborts.current;
    chatIdentity()
      .then(async (identity) => {
        if (cancelled) return;
        setWho(identity);
        const page = await chatHistory(identity, 0, CHAT_HISTORY_PAGE_SIZE);
        if (cancelled) return;
        setMessages(page.list.toReversed().map((message) => ({ key: `m${message.id}`, message })));
        setHasOlder(page.list.length === CHAT_HISTORY_PAGE_SIZE);
        setOlderLoaded(page.list.length);
        setReadAt(page.readAt);
        setGuestWaiting(page.guestWaiting);
        markRead(identity);
        const opened = openChatSocket(identity, setConnected);
        opened.socket.on('messaging', (raw) => {
          const parsed = chatMessage.safeParse(raw);
          if (!parsed.success) return;
          add(parsed.data);
          if (parsed.data.sender === 'other') {
            setAgentTyping(false);
            markRead(identity);
          }
        });
        opened.socket.on('read', (event) => setReadAt(event.at));
        opened.socket.on('typing', (event) => setAgentTyping(event.typing));
        stop = opened.stop;
      })
      .catch((failure: unknown) => !cancelled && setError(failure));
    return () => {
      cancelled = true;
      stop();
      aborter.abort();
      clearTimeout(readTimer.current);
    };
  }, [add, markRead]);

  const loadOlder = useCallback(async () => {
    if (!who || !hasOlder) return 0;
    const page = await chatHistory(who, olderLoaded, CHAT_HISTORY_PAGE_SIZE);
    const known = new Set(messages.map((line) => line.message.id));
    const older = page.list.toReversed().filter((message) => !known.has(message.id));
    setMessages((shown) => [...older.map((message) => ({ key: `m${message.id}`, message })), ...shown]);
    setOlderLoaded((count) => count + page.list.length);
    setHasOlder(page.list.length === CHAT_HISTORY_PAGE_SIZE);
    return older.length;
  }, [who, hasOlder, olderLoaded, messages]);

  const update = (key: string, change: Partial<ShownMessage>) => updateLine(setMessages, key, change);
  const deliver = useCallback(
    (key: string, identity: ChatIdentity, body: CustomerMessageBody) =>
      deliverLine(setMessages, key, identity, body),
    [],
  );

  const sendBody = useCallback(
    (body: CustomerMessageBody) => {
      if (!who) return;
      const key = `local${(localKeys += 1)}`;
      setMessages((shown) => [...shown, { key, message: draft(who, body), status: 'sending' }]);
      void deliver(key, who, body);
    },
    [who, deliver],
  );
  const sendText = useCallback(
    (text: string) => sendBody({ message_type: 'text', payload: { message: text } }),
    [sendBody],
  );
  /** A pressed button or quick reply: its title shown, its payload for the agent. */
  const sendPostback = useCallback(
    (title: string, payload: string) =>
      sendBody({ message_type: 'postback', payload: { title, message: payload } }),
    [sendBody],
  );

  const sendFile = useCallback(
    (file: File, kind: 'image' | 'video') => {
      if (!who) return;
      const key = `local${(localKeys += 1)}`;
      const previewUrl = URL.createObjectURL(file);
      const placeholder: CustomerMessageBody = {
        message_type: 'media',
        payload: { url: true, fileType: kind, filePath: previewUrl },
      };
      const attempt = async () => {
        update(key, { status: 'uploading_file', progress: 0 });
        try {
          const uploaded = await uploadChatFile(
            who,
            kind,
            file,
            // eslint-disable-next-line no-restricted-syntax -- a share of the upload in percent, not money
            (fraction) => update(key, { progress: Math.round(fraction * 100) }),
            aborts.current.signal,
          );
          await deliver(key, who, {
            message_type: 'media',
            payload: { url: false, fileType: uploaded.fileType, filePath: uploaded.path },
          });
          // The line keeps showing the local preview: the server's link is for history.
          update(key, { previewUrl });
        } catch {
          update(key, { status: 'failed', retry: () => void attempt() });
        }
      };
      setMessages((shown) => [
        ...shown,
        { key, message: draft(who, placeholder), status: 'uploading_file', progress: 0, previewUrl },
      ]);
      void attempt();
    },
    [who, deliver],
  );

  /** Takes this browser's older guest conversation in (the member agreed) and shows it. */
  const takeGuest = useCallback(async () => {
    if (!who?.guestId) return;
    setGuestWaiting(false);
    try {
      await takeGuestConversation(who.guestId);
      const page = await chatHistory(who, 0, CHAT_HISTORY_PAGE_SIZE);
      setMessages(page.list.toReversed().map((message) => ({ key: `m${message.id}`, message })));
      setHasOlder(page.list.length === CHAT_HISTORY_PAGE_SIZE);
      setOlderLoaded(page.list.length);
      setReadAt(page.readAt);
    } catch (failure) {
      setError(failure);
    }
  }, [who]);

  /** The member declined: the guest id is forgotten, so this browser no longer carries it. */
  const leaveGuest = useCallback(() => {
    setGuestWaiting(false);
    forgetGuestId();
    setWho((current) => {
      if (!current) return current;
      const { guestId: _declined, ...member } = current;
      return member;
    });
  }, []);

  return {
    who,
    guestWaiting,
    takeGuest,
    leaveGuest,
    messages,
    hasOlder,
    loadOlder,
    readAt,
    connected,
    agentTyping,
    error,
    sendText,
    sendPostback,
    sendFile,
  };
}
