import { useQuery } from '@tanstack/react-query';
import {
  chatOperatorApi,
  DEFAULT_LOCALE,
  type AgentMessageBody,
  type CannedReply,
  type Locale,
} from '@wallet/contract';
import { use, useEffect, useRef, useState, type ClipboardEvent } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { ErrorNote } from '../../components/ui/ErrorNote.tsx';
import { useAction } from '../../lib/actions/use-action.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { cannedQuery, chatKeys, uploadAgentFile } from './chat-inbox-api.ts';
import { ChatLiveContext } from './ChatEvents.tsx';

type Mode = 'text' | 'quick_replies' | 'buttons';

/** `Title|payload` per line: the quick replies or buttons an agent offers. */
function choicesOf(lines: string) {
  return lines
    .split('\n')
    .map((line) => line.split('|').map((part) => part.trim()))
    .filter(([title]) => title)
    .map(([title, payload]) => ({ title: title!, payload: payload || title! }));
}

interface Props {
  conversationId: number;
  /** The language the customer last wrote in; null (not known yet) is Thai, every member's fallback. */
  locale: Locale | null;
}

/**
 * The agent's composer: text (Enter sends), quick replies or postback buttons (one
 * `Title|payload` per line), images and videos (picked or pasted), and the site's canned replies,
 * each inserted with one click in the conversation's language (ADR 0191).
 * Typing is sent to the customer while the agent writes.
 */
export function AgentComposer({ conversationId, locale }: Props) {
  const { t } = useI18n();
  const replyLocale = locale ?? DEFAULT_LOCALE;
  const live = use(ChatLiveContext);
  const canned = useQuery(cannedQuery);
  const action = useAction({ refresh: [chatKeys.thread(conversationId)] });
  const [mode, setMode] = useState<Mode>('text');
  const [text, setText] = useState('');
  const [choices, setChoices] = useState('');
  const file = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const typingSent = useRef(false);

  useEffect(() => {
    const typing = text.length > 0;
    if (typing === typingSent.current) return;
    typingSent.current = typing;
    live?.socket.emit('chat:typing', { conversationId, typing });
  }, [text, conversationId, live]);

  const send = (message: AgentMessageBody) =>
    action.run(() => action.send(chatOperatorApi.send, { params: { conversationId }, body: { message } }));

  const submit = async () => {
    if (text.trim() === '') return;
    const items = choicesOf(choices);
    const message: AgentMessageBody =
      mode === 'quick_replies' && items.length > 0
        ? { message_type: 'quick_replies', payload: { message: text, quick_replies: items } }
        : mode === 'buttons' && items.length > 0
          ? {
              message_type: 'buttons',
              payload: {
                message: text,
                buttons: items.map((item) => ({ ...item, type: 'postback' as const })),
              },
            }
          : { message_type: 'text', payload: { message: text } };
    // Cleared only if still what was sent: the send finishes after the thread is read again, and
    // an agent who started the next answer meanwhile must not lose it.
    const sentChoices = choices;
    if (await send(message)) {
      setText((now) => (now === text ? '' : now));
      setChoices((now) => (now === sentChoices ? '' : now));
    }
  };

  // Inserted where the agent's caret is (replacing a selection), so a greeting can open a reply
  // already begun; a space keeps it off the word before (saved texts are trimmed).
  const insert = (reply: CannedReply) => {
    const start = box.current?.selectionStart ?? text.length;
    const end = box.current?.selectionEnd ?? text.length;
    const before = text.slice(0, start);
    const space = before === '' || /\s$/.test(before) ? '' : ' ';
    setText(before + space + reply.texts[replyLocale] + text.slice(end));
    box.current?.focus();
  };

  const sendFiles = (files: File[]) => {
    for (const each of files) {
      const kind = each.type.startsWith('video/') ? 'video' : 'image';
      void action.run(async () => {
        const uploaded = await uploadAgentFile(conversationId, kind, each);
        await action.send(chatOperatorApi.send, {
          params: { conversationId },
          body: {
            message: { message_type: 'media', payload: { url: false, ...uploaded, filePath: uploaded.path } },
          },
        });
      });
    }
  };
  const onPaste = (event: ClipboardEvent) => {
    const images = [...event.clipboardData.files].filter((each) => each.type.startsWith('image/'));
    if (images.length === 0) return;
    event.preventDefault();
    sendFiles(images);
  };

  return (
    <div className="chat-composer" data-testid="agent-composer">
      <div className="chat-composer__row">
        <select
          aria-label={t('chat.mode')}
          value={mode}
          onChange={(event) => setMode(event.target.value as Mode)}
          data-testid="agent-mode"
        >
          <option value="text">{t('chat.mode.text')}</option>
          <option value="quick_replies">{t('chat.mode.quickReplies')}</option>
          <option value="buttons">{t('chat.mode.buttons')}</option>
        </select>
        <Button small onClick={() => file.current?.click()}>
          {t('chat.attach')}
        </Button>
        <input
          ref={file}
          type="file"
          hidden
          accept="image/png,image/jpeg,image/gif,video/mp4,video/quicktime"
          data-testid="agent-file"
          onChange={(event) => {
            sendFiles([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </div>
      {canned.data && canned.data.replies.length > 0 ? (
        <div
          className="chat-composer__canned"
          role="group"
          aria-label={t('chat.canned')}
          data-testid="agent-canned"
        >
          <span className="muted" data-testid="agent-canned-language">
            {t('chat.cannedIn', { language: t(`language.${replyLocale}`) })}
          </span>
          {canned.data.replies.map((reply, index) => (
            <Button key={index} small title={reply.texts[replyLocale]} onClick={() => insert(reply)}>
              {reply.title}
            </Button>
          ))}
        </div>
      ) : null}
      <textarea
        ref={box}
        className="chat-composer__text"
        value={text}
        placeholder={t('chat.placeholder')}
        aria-label={t('chat.placeholder')}
        data-testid="agent-text"
        onChange={(event) => setText(event.target.value)}
        onPaste={onPaste}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && mode === 'text') {
            event.preventDefault();
            void submit();
          }
        }}
      />
      {mode !== 'text' ? (
        <textarea
          className="chat-composer__choices"
          value={choices}
          placeholder={t('chat.choicesHint')}
          aria-label={t('chat.choicesHint')}
          data-testid="agent-choices"
          onChange={(event) => setChoices(event.target.value)}
        />
      ) : null}
      <ErrorNote error={action.error} />
      <Button
        variant="primary"
        disabled={action.busy || text.trim() === ''}
        onClick={() => void submit()}
        data-testid="agent-send"
      >
        {t('chat.send')}
      </Button>
    </div>
  );
}
