import { useQuery } from '@tanstack/react-query';
import { chatOperatorApi, type CannedReplies } from '@wallet/contract';
import { useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { ErrorNote } from '../../components/ui/ErrorNote.tsx';
import { useAction } from '../../lib/actions/use-action.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { cannedQuery, chatKeys } from './chat-inbox-api.ts';

type Reply = CannedReplies['replies'][number];

/** The rows being edited: the saved list until the agent changes it. */
function Rows({ saved, onClose }: { saved: Reply[]; onClose: () => void }) {
  const { t } = useI18n();
  const [rows, setRows] = useState<Reply[]>(saved);
  const action = useAction({ refresh: [chatKeys.canned] });
  const change = (index: number, field: keyof Reply, value: string) =>
    setRows((now) => now.map((row, at) => (at === index ? { ...row, [field]: value } : row)));
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
              onChange={(event) => change(index, 'title', event.target.value)}
            />
            <textarea
              aria-label={t('chat.cannedText')}
              placeholder={t('chat.cannedText')}
              value={row.text}
              maxLength={2000}
              rows={2}
              onChange={(event) => change(index, 'text', event.target.value)}
            />
            <Button small onClick={() => setRows((now) => now.filter((_, at) => at !== index))}>
              {t('chat.cannedRemove')}
            </Button>
          </li>
        ))}
      </ol>
      <div className="chat-canned__actions">
        <Button
          small
          disabled={rows.length >= 100}
          onClick={() => setRows((now) => [...now, { title: '', text: '' }])}
          data-testid="chat-canned-add"
        >
          {t('chat.cannedAdd')}
        </Button>
        <Button small onClick={onClose}>
          {t('chat.cannedCancel')}
        </Button>
        <Button small disabled={action.busy} onClick={() => void save()} data-testid="chat-canned-save">
          {t('chat.cannedSave')}
        </Button>
      </div>
      <ErrorNote error={action.error} testId="chat-canned-error" />
    </>
  );
}

/**
 * The site's canned replies (issue 25): one list the agents share, edited here and offered by the
 * composer. The server audits every save with the list before and after (ADR 0103).
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
