import { useQuery } from '@tanstack/react-query';
import { chatOperatorApi, missingLanguages, type CannedReply } from '@wallet/contract';
import { useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { ErrorNote } from '../../components/ui/ErrorNote.tsx';
import { TextsEditor } from '../../components/ui/TextsEditor.tsx';
import { useAction } from '../../lib/actions/use-action.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { cannedQuery, chatKeys } from './chat-inbox-api.ts';

const EMPTY: CannedReply = { title: '', texts: { th: '', la: '', en: '' } };

/** The rows being edited: the saved list until the agent changes it. */
function Rows({ saved, onClose }: { saved: CannedReply[]; onClose: () => void }) {
  const { t } = useI18n();
  const [rows, setRows] = useState<CannedReply[]>(saved);
  const action = useAction({ refresh: [chatKeys.canned] });
  const change = (index: number, patch: Partial<CannedReply>) =>
    setRows((now) => now.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  // The server refuses these too; said here so the agent sees which row before sending.
  const incomplete = rows.some((row) => missingLanguages(row.texts).length > 0);
  const save = async () => {
    const ok = await action.run(() =>
      action.send(chatOperatorApi.saveCannedReplies, { body: { replies: rows } }),
    );
    if (ok) onClose();
  };
  return (
    <>
      {rows.length === 0 ? <p className="muted">{t('chat.cannedNone')}</p> : null}
      <ol className="chat-canned__rows">
        {rows.map((row, index) => (
          <li key={index} className="chat-canned__row" data-testid="chat-canned-row">
            <input
              aria-label={t('chat.cannedTitle')}
              placeholder={t('chat.cannedTitle')}
              value={row.title}
              maxLength={80}
              onChange={(event) => change(index, { title: event.target.value })}
            />
            <fieldset className="chat-canned__texts">
              <legend>{t('chat.cannedText')}</legend>
              <TextsEditor
                path={`canned-${index}`}
                value={row.texts}
                readOnly={false}
                html={false}
                maxLength={2000}
                onChange={(texts) =>
                  change(index, { texts: { th: texts.th, la: texts.la ?? '', en: texts.en ?? '' } })
                }
              />
            </fieldset>
            <Button small onClick={() => setRows((now) => now.filter((_, at) => at !== index))}>
              {t('chat.cannedRemove')}
            </Button>
          </li>
        ))}
      </ol>
      {incomplete ? (
        <p className="field__error" data-testid="chat-canned-incomplete">
          {t('chat.cannedAllLanguages')}
        </p>
      ) : null}
      <div className="chat-canned__actions">
        <Button
          small
          disabled={rows.length >= 100}
          onClick={() => setRows((now) => [...now, EMPTY])}
          data-testid="chat-canned-add"
        >
          {t('chat.cannedAdd')}
        </Button>
        <Button small onClick={onClose}>
          {t('chat.cannedCancel')}
        </Button>
        <Button
          small
          disabled={action.busy || incomplete}
          onClick={() => void save()}
          data-testid="chat-canned-save"
        >
          {t('chat.cannedSave')}
        </Button>
      </div>
      <ErrorNote error={action.error} testId="chat-canned-error" />
    </>
  );
}

/**
 * The site's canned replies (issue 25): one list the agents share, edited here and offered by the
 * composer in the conversation's language, so each reply is written in th, la and en (ADR 0191).
 * The server audits every save with the list before and after (ADR 0103).
 */
export function CannedRepliesEditor() {
  const { t } = useI18n();
  const canned = useQuery(cannedQuery);
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <Button small onClick={() => setOpen(true)} data-testid="chat-canned-edit">
        {t('chat.cannedEdit')}
      </Button>
    );
  return (
    <section className="chat-canned" aria-label={t('chat.canned')} data-testid="chat-canned-editor">
      <h2>{t('chat.canned')}</h2>
      {canned.data ? (
        <Rows saved={canned.data.replies} onClose={() => setOpen(false)} />
      ) : (
        <p className="muted">{t('common.loading')}</p>
      )}
    </section>
  );
}
