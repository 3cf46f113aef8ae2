import { TOAST_MS } from '@wallet/contract';
import { useEffect, useState } from 'react';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { checkChatFile } from './file-rules.ts';
import { Composer } from './Composer.tsx';
import { MessageList } from './MessageList.tsx';
import { useChat } from './use-chat.ts';
import './chat.css';

/** The open widget (loaded only when opened): the conversation, the file alert and the composer. */
export function ChatPanel() {
  const { t, errorText } = useI18n();
  const chat = useChat();
  const [alert, setAlert] = useState<string>();

  // The spec's alert hides after 4 seconds.
  useEffect(() => {
    if (!alert) return;
    const timer = setTimeout(() => setAlert(undefined), TOAST_MS);
    return () => clearTimeout(timer);
  }, [alert]);

  const onFiles = (files: File[]) => {
    for (const file of files) {
      const check = checkChatFile(file);
      if (check.ok) chat.sendFile(file, check.kind);
      else
        setAlert(
          check.alert === 'unsupported' ? t('chat.unsupported') : t('chat.tooLarge', { size: check.sizeMb }),
        );
    }
  };

  return (
    <section className="chat-panel" role="dialog" aria-label={t('chat.title')} data-testid="chat-panel">
      <header className="chat-header">
        <strong>{t('chat.title')}</strong>
        {!chat.connected ? <span className="chat-offline">{t('chat.reconnecting')}</span> : null}
      </header>
      {chat.error ? (
        <p className="chat-empty" role="alert">
          {errorText(chat.error)}
        </p>
      ) : null}
      {chat.guestWaiting ? (
        <div className="chat-guest-prompt" role="group" data-testid="chat-guest-prompt">
          <p>{t('chat.guestWaiting')}</p>
          <div className="chat-guest-prompt__actions">
            <button
              type="button"
              className="chat-guest-prompt__take"
              onClick={() => void chat.takeGuest()}
              data-testid="chat-guest-take"
            >
              {t('chat.guestTake')}
            </button>
            <button
              type="button"
              className="chat-guest-prompt__leave"
              onClick={chat.leaveGuest}
              data-testid="chat-guest-leave"
            >
              {t('chat.guestLeave')}
            </button>
          </div>
        </div>
      ) : null}
      <MessageList
        messages={chat.messages}
        readAt={chat.readAt}
        hasOlder={chat.hasOlder}
        loadOlder={chat.loadOlder}
        onPostback={(title, payload) => chat.who && chat.sendPostback(title, payload)}
      />
      {chat.agentTyping ? <p className="chat-typing muted">{t('chat.agentTyping')}</p> : null}
      {alert ? (
        <p className="chat-alert" role="alert" data-testid="chat-alert">
          {alert}
        </p>
      ) : null}
      <Composer disabled={!chat.who} onText={chat.sendText} onFiles={onFiles} />
    </section>
  );
}
