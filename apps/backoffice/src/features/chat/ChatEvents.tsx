import { useQueryClient } from '@tanstack/react-query';
import {
  chatAgentTypingEvent,
  chatInboxEvent,
  type ChatAgentTypingEvent,
  type ChatOperatorClientToServerEvents,
  type ChatOperatorServerToClientEvents,
} from '@wallet/contract';
import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import type { Socket } from 'socket.io-client';
import { SocketFactoryContext } from '../../lib/realtime/socket-factory.ts';
import { chatAlerts, chime } from './chat-alerts.ts';
import { chatKeys } from './chat-inbox-api.ts';

export type ChatSocket = Socket<ChatOperatorServerToClientEvents, ChatOperatorClientToServerEvents>;

/** The live side the inbox uses: the socket (to type) and who is typing where. */
export interface ChatLive {
  socket: ChatSocket;
  typing: ChatAgentTypingEvent[];
}
export const ChatLiveContext = createContext<ChatLive | null>(null);

/**
 * Keeps the chat live for an agent (support and admin): a `chat:inbox` event refreshes the lists
 * and the open conversation, and a customer's message raises the badge and chimes; typing
 * events are kept for the inbox to show.
 */
export function ChatEvents({ children }: { children?: ReactNode }) {
  const queryClient = useQueryClient();
  const createSocket = use(SocketFactoryContext);
  const [socket] = useState(() => createSocket() as unknown as ChatSocket);
  const [typing, setTyping] = useState<ChatAgentTypingEvent[]>([]);

  useEffect(() => {
    const onInbox = (raw: unknown) => {
      const parsed = chatInboxEvent.safeParse(raw);
      if (!parsed.success) return;
      void queryClient.invalidateQueries({ queryKey: chatKeys.inbox });
      void queryClient.invalidateQueries({ queryKey: chatKeys.thread(parsed.data.conversation.id) });
      if (parsed.data.message?.sender === 'customer') {
        chatAlerts.arrived();
        chime();
        setTyping((now) => now.filter((event) => event.conversationId !== parsed.data.conversation.id));
      }
    };
    const onTyping = (raw: unknown) => {
      const parsed = chatAgentTypingEvent.safeParse(raw);
      if (!parsed.success) return;
      const event = parsed.data;
      setTyping((now) => [
        ...now.filter((other) => !(other.conversationId === event.conversationId && other.by === event.by)),
        ...(event.typing ? [event] : []),
      ]);
    };
    socket.on('chat:inbox', onInbox);
    socket.on('chat:typing', onTyping);
    socket.connect();
    return () => {
      socket.off('chat:inbox', onInbox);
      socket.off('chat:typing', onTyping);
      socket.disconnect();
    };
  }, [socket, queryClient]);

  return <ChatLiveContext value={{ socket, typing }}>{children}</ChatLiveContext>;
}
