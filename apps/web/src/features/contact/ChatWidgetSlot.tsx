import { ChatIcon } from '../../components/ui/icons.tsx';
import { useI18n } from '../../lib/i18n/use-i18n.ts';

/**
 * Where the support chat widget mounts when the operator enables it. The widget itself (socket,
 * history, uploads) arrives in a later issue; this keeps the page layout and the e2e hook stable.
 */
export function ChatWidgetSlot() {
  const { t } = useI18n();
  return (
    <section className="chat-slot" aria-label={t('contact.chat')} data-testid="chat-widget-slot">
      <ChatIcon />
      <span>{t('contact.chat')}</span>
    </section>
  );
}
