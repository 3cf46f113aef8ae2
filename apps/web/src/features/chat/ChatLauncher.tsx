import { INVITE_BUBBLE_DELAY_MS } from '@wallet/contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ChatIcon } from '../../components/ui/icons.tsx';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import './chat-launcher.css';

// The widget's code (socket, list, uploads) is fetched only when the member opens it.
const ChatPanel = lazy(async () => ({ default: (await import('./ChatPanel.tsx')).ChatPanel }));

/**
 * The floating chat button (spec doc 1 section 2 "Chat widget"): an invite bubble 100 ms after
 * load, and the panel opening and closing with a rotate of the button. Small on purpose: it
 * is all the contact page loads until the member opens the chat.
 */
export function ChatLauncher() {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [invite, setInvite] = useState(false);
  // Mounted once opened, then kept: closing hides the conversation, it does not drop it.
  const [opened, setOpened] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setInvite(true), INVITE_BUBBLE_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const toggle = () => {
    setOpen((was) => !was);
    setOpened(true);
    setInvite(false);
  };

  return (
    <div className="chat-widget" data-testid="chat-widget">
      {opened ? (
        <div className={`chat-panel-frame ${open ? 'is-open' : ''}`} hidden={!open}>
          <Suspense fallback={<div className="chat-panel chat-panel--loading">{t('app.loading')}</div>}>
            <ChatPanel />
          </Suspense>
        </div>
      ) : null}
      {invite && !open ? (
        <button type="button" className="chat-invite" data-testid="chat-invite" onClick={toggle}>
          {t('chat.invite')}
        </button>
      ) : null}
      <button
        type="button"
        className={`chat-toggle ${open ? 'is-open' : ''}`}
        aria-label={open ? t('chat.close') : t('chat.open')}
        aria-expanded={open}
        data-testid="chat-toggle"
        onClick={toggle}
      >
        <span className="chat-toggle-icon">{open ? '✕' : <ChatIcon />}</span>
      </button>
    </div>
  );
}
