import { useSyncExternalStore } from 'react';
import { chatAlerts } from './chat-alerts.ts';

/** The menu's count of customer messages not yet looked at. */
export function ChatBadge() {
  const unseen = useSyncExternalStore(chatAlerts.subscribe, chatAlerts.unseen);
  return unseen > 0 ? (
    <span className="layout__count" data-testid="chat-badge">
      {unseen}
    </span>
  ) : null;
}
