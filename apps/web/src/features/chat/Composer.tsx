import { CHAT_TEXT_MAX } from '@wallet/contract';
import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useI18n } from '../../lib/i18n/use-i18n.ts';

interface Props {
  disabled: boolean;
  onText: (text: string) => void;
  onFiles: (files: File[]) => void;
}

/**
 * The text box (Enter alone sends, Shift+Enter a new line; empty or spaces only is not sent; at
 * most 2000 characters), the attachment button, and images pasted from the clipboard.
 */
export function Composer({ disabled, onText, onFiles }: Props) {
  const { t } = useI18n();
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);

  const send = () => {
    if (disabled || text.trim() === '') return;
    onText(text);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const files = [...event.clipboardData.files].filter((file) => file.type.startsWith('image/'));
    if (files.length === 0) return;
    event.preventDefault();
    // A pasted image has no useful name: it gets one from its type, for the file rules.
    onFiles(
      files.map(
        (file) => new File([file], `pasted.${file.type.split('/')[1] ?? 'png'}`, { type: file.type }),
      ),
    );
  };

  return (
    <div className="chat-composer">
      <button
        type="button"
        className="chat-attach"
        aria-label={t('chat.attach')}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        <svg
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M21 11.5 12.5 20a5 5 0 0 1-7-7L14 4.5a3.5 3.5 0 0 1 5 5L10.5 18a2 2 0 0 1-3-3L15 7.5" />
        </svg>
      </button>
      <input
        ref={input}
        type="file"
        hidden
        accept="image/png,image/jpeg,image/gif,video/mp4,video/quicktime"
        data-testid="chat-file"
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      <textarea
        className="chat-input"
        rows={1}
        maxLength={CHAT_TEXT_MAX}
        value={text}
        placeholder={t('chat.placeholder')}
        aria-label={t('chat.placeholder')}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
      />
      <button type="button" className="chat-send" disabled={disabled || text.trim() === ''} onClick={send}>
        {t('chat.send')}
      </button>
    </div>
  );
}
