import type { ChatButton, ChatMessage } from '@wallet/contract';
import { formatTime } from '../../lib/format/date-time.ts';
import { safeHttpUrl } from '../../lib/html/safe-url.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import type { ShownMessage } from './use-chat.ts';

interface Props {
  line: ShownMessage;
  read: boolean;
  onPostback: (title: string, payload: string) => void;
}

type Payload = Record<string, unknown>;
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** A link only to http(s) or tel: an agent's button never runs script. */
function ButtonLink({ button, onPostback }: { button: ChatButton; onPostback: Props['onPostback'] }) {
  if (button.type === 'postback')
    return (
      <button type="button" className="chat-button" onClick={() => onPostback(button.title, button.payload)}>
        {button.title}
      </button>
    );
  const href =
    button.type === 'call' ? `tel:${button.payload.replace(/[^\d+]/g, '')}` : safeHttpUrl(button.payload);
  return href ? (
    <a className="chat-button" href={href} target="_blank" rel="noopener noreferrer">
      {button.title}
    </a>
  ) : null;
}

function Body({
  message,
  previewUrl,
  onPostback,
}: {
  message: ChatMessage;
  previewUrl?: string;
  onPostback: Props['onPostback'];
}) {
  const { t } = useI18n();
  const payload = (message.message.payload ?? {}) as Payload;
  switch (message.message.message_type) {
    case 'text':
      return <p className="chat-text">{textOf(payload.message)}</p>;
    case 'postback':
      return <p className="chat-text">{textOf(payload.title)}</p>;
    case 'buttons':
    case 'quick_replies': {
      const buttons = (payload.buttons ?? payload.quick_replies ?? []) as ChatButton[];
      return (
        <>
          <p className="chat-text">{textOf(payload.message)}</p>
          <div className={message.message.message_type === 'buttons' ? 'chat-buttons' : 'chat-quick-replies'}>
            {buttons.map((button, index) => (
              <ButtonLink
                key={index}
                button={{ ...button, type: button.type ?? 'postback' }}
                onPostback={onPostback}
              />
            ))}
          </div>
        </>
      );
    }
    case 'media': {
      const src = previewUrl ?? textOf(payload.filePath);
      const caption = textOf(payload.message);
      return (
        <>
          {payload.fileType === 'video' ? (
            <video
              className="chat-media"
              src={src}
              controls
              preload="metadata"
              aria-label={t('chat.video')}
            />
          ) : payload.fileType === 'image' ? (
            <img className="chat-media" src={src} alt={caption || t('chat.image')} />
          ) : (
            <a href={src} target="_blank" rel="noopener noreferrer">
              {caption || src}
            </a>
          )}
          {caption ? <p className="chat-text">{caption}</p> : null}
        </>
      );
    }
    case 'generic': {
      const cards = (payload.payloads ?? []) as {
        image_url: string;
        title: string;
        subtitle: string;
        buttons: ChatButton[];
      }[];
      return (
        <div className="chat-cards">
          {cards.map((card, index) => (
            <div className="chat-card" key={index}>
              {safeHttpUrl(card.image_url) ? <img src={safeHttpUrl(card.image_url)!} alt="" /> : null}
              <strong>{card.title}</strong>
              <span>{card.subtitle}</span>
              {card.buttons.map((button, at) => (
                <ButtonLink key={at} button={button} onPostback={onPostback} />
              ))}
            </div>
          ))}
        </div>
      );
    }
    default:
      return <p className="chat-text chat-unknown">{t('chat.unknown')}</p>;
  }
}

/** One message: the customer's on the right with its delivery status, support's on the left. */
export function MessageBubble({ line, read, onPostback }: Props) {
  const { t } = useI18n();
  const mine = line.message.sender === 'customer';
  const time = formatTime(line.message.createdAt);
  return (
    <div
      className={`chat-line ${mine ? 'chat-line--mine' : 'chat-line--theirs'}`}
      data-testid="chat-message"
      data-type={line.message.message.message_type}
      data-status={line.status ?? ''}
    >
      <div className="chat-bubble">
        <Body
          message={line.message}
          {...(line.previewUrl ? { previewUrl: line.previewUrl } : {})}
          onPostback={onPostback}
        />
      </div>
      <div className="chat-meta">
        <span>{time}</span>
        {line.status === 'uploading_file' ? (
          <span data-testid="chat-progress">
            {t('chat.status.uploading_file', { percent: line.progress ?? 0 })}
          </span>
        ) : line.status === 'sending' ? (
          <span>{t('chat.status.sending')}</span>
        ) : line.status === 'failed' ? (
          <span className="chat-failed">
            {t('chat.status.failed')}{' '}
            {line.retry ? (
              <button type="button" className="chat-retry" onClick={line.retry}>
                {t('chat.retry')}
              </button>
            ) : null}
          </span>
        ) : mine ? (
          <span data-testid={read ? 'chat-read' : undefined}>
            {read ? t('chat.read') : t('chat.status.succeed')}
          </span>
        ) : null}
      </div>
    </div>
  );
}
