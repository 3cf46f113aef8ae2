import { useQueryClient } from '@tanstack/react-query';
import { queueChangedEvent, type QueueChangedEvent } from '@wallet/contract';
import { use, useEffect, useState } from 'react';
import { clearSession } from '../session/session.ts';
import { queueKeys } from './queue-keys.ts';
import { SocketFactoryContext } from './socket-factory.ts';

/**
 * Keeps the queues live while an operator is signed in: a `queue:changed` event updates the
 * waiting counts at once and refetches the list of that queue (only if a screen shows it), so
 * new items appear without a reload. Each time the socket connects (the page's first connection,
 * and again after a drop) every queue read made before is read again: an event sent while the
 * socket was not connected reaches no one, and the screen would show the queue as it was until
 * the next event. `session:ended` signs the tab out.
 */
export function QueueEvents() {
  const queryClient = useQueryClient();
  const createSocket = use(SocketFactoryContext);
  const [socket] = useState(createSocket);

  useEffect(() => {
    const onQueueChanged = (raw: QueueChangedEvent) => {
      const parsed = queueChangedEvent.safeParse(raw);
      if (!parsed.success) return;
      const event = parsed.data;
      queryClient.setQueryData(queueKeys.summary, (summary: Record<string, unknown> | undefined) =>
        summary ? { ...summary, [event.queue]: event.pending } : summary,
      );
      for (const queryKey of queueKeys.lists(event.queue)) void queryClient.invalidateQueries({ queryKey });
    };
    const onConnect = () => {
      for (const queryKey of queueKeys.all()) void queryClient.invalidateQueries({ queryKey });
    };
    const onSessionEnded = () => clearSession();
    socket.on('connect', onConnect);
    socket.on('queue:changed', onQueueChanged);
    socket.on('session:ended', onSessionEnded);
    socket.connect();
    return () => {
      socket.off('connect', onConnect);
      socket.off('queue:changed', onQueueChanged);
      socket.off('session:ended', onSessionEnded);
      socket.disconnect();
    };
  }, [socket, queryClient]);

  return null;
}
