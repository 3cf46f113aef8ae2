import type { ChatMessage } from '@wallet/contract';
import type { MessageKey, MessageVars } from '../../lib/i18n/message-types.ts';

type Translate = (key: MessageKey, vars?: MessageVars) => string;

/** One line for a message in the list: its text, or what kind of message it is. */
export function previewOf(message: ChatMessage, t: Translate): string {
  const payload = (message.message.payload ?? {}) as Record<string, unknown>;
  switch (message.message.message_type) {
    case 'text':
    case 'buttons':
    case 'quick_replies':
      return String(payload.message ?? '');
    case 'postback':
      return String(payload.title ?? '');
    case 'media':
      return payload.fileType === 'video' ? t('chat.video') : t('chat.image');
    case 'generic':
      return t('chat.cards');
    default:
      return t('chat.unknown');
  }
}
