import type { ChatMessage } from '@wallet/contract';
import { formatDateTime } from '../../lib/format/format.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';

type Payload = Record<string, unknown>;
type Choice = { title: string; payload: string };

/** One message as the agent sees it: every type, the customer's on the left. */
export function ThreadMessage({ message, read }: { message: ChatMessage; read: boolean }) {
  const { t } = useI18n();
  const payload = (message.message.payload ?? {}) as Payload;
  const choices = (payload.buttons ?? payload.quick_replies ?? []) as Choice[];
  const type = message.message.message_type;
  return (
    <div
      className={`chat-msg ${message.sender === 'customer' ? 'chat-msg--customer' : 'chat-msg--agent'}`}
      data-testid="chat-thread-message"
      data-type={type}
    >
      <div className="chat-msg__bubble">
        {type === 'media' ? (
          payload.fileType === 'video' ? (
            <video src={String(payload.filePath)} controls preload="metadata" className="chat-msg__media" />
          ) : (
            <img src={String(payload.filePath)} alt={t('chat.image')} className="chat-msg__media" />
          )
        ) : null}
        {type === 'generic'
          ? ((payload.payloads ?? []) as { title: string; subtitle: string }[]).map((card, index) => (
              <div key={index} className="chat-msg__card">
                <strong>{card.title}</strong> <span className="muted">{card.subtitle}</span>
              </div>
            ))
          : null}
        {type === 'postback' ? <p>{String(payload.title ?? '')}</p> : null}
        {typeof payload.message === 'string' && type !== 'postback' ? <p>{payload.message}</p> : null}
        {choices.length > 0 ? (
          <div className="chat-msg__choices">
            {choices.map((choice, index) => (
              <span key={index} className="chat-msg__choice">
                {choice.title}
              </span>
            ))}
          </div>
        ) : null}
        {!['text', 'media', 'buttons', 'quick_replies', 'generic', 'postback'].includes(type) ? (
          <p className="muted">{t('chat.unknown')}</p>
        ) : null}
      </div>
      <div className="chat-msg__meta muted">
        {formatDateTime(message.createdAt)}
        {message.sender === 'other' && read ? ` · ${t('chat.readByCustomer')}` : ''}
      </div>
    </div>
  );
}
