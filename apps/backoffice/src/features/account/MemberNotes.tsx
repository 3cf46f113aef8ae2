import { useQuery } from '@tanstack/react-query';
import { MEMBER_NOTE_MAX, memberTags, accountOperatorApi, type MemberTag } from '@wallet/contract';
import { useState, type FormEvent } from 'react';
import { ActionFooter } from '../../components/ui/ActionFooter.tsx';
import { ErrorNote } from '../../components/ui/ErrorNote.tsx';
import { TextArea } from '../../components/ui/Field.tsx';
import { useAction } from '../../lib/actions/use-action.ts';
import { formatDateTime } from '../../lib/format/format.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { memberNotesQuery, memberReads } from './member-api.ts';

/**
 * The operators' notes and tags on a member (issue 41, ADR 0182): the tags as a set of boxes saved
 * together, a note added below, every note with who wrote it and when. Each change is audited by
 * the server; a note is never edited.
 */
export function MemberNotes({ memberId }: { memberId: number }) {
  const { t } = useI18n();
  const read = useQuery(memberNotesQuery(memberId));
  const tagsAction = useAction({ refresh: [...memberReads(memberId)] });
  const noteAction = useAction({ refresh: [...memberReads(memberId)] });
  // null: the boxes show what is stored; a set: the operator's unsaved choice.
  const [tags, setTags] = useState<MemberTag[] | null>(null);
  const [note, setNote] = useState('');
  const [saved, setSaved] = useState(false);

  if (read.error) return <ErrorNote error={read.error} />;
  if (!read.data) return <p className="empty">{t('common.loading')}</p>;
  const chosen = tags ?? read.data.tags;
  const params = { memberId };

  function toggle(tag: MemberTag, on: boolean) {
    setSaved(false);
    setTags(memberTags.filter((one) => (one === tag ? on : chosen.includes(one))));
  }

  async function saveTags(event: FormEvent) {
    event.preventDefault();
    const ok = await tagsAction.run(() =>
      tagsAction.send(accountOperatorApi.setTags, { params, body: { tags: chosen } }),
    );
    setSaved(ok);
    // Saved and read again: the boxes follow the stored set.
    if (ok) setTags(null);
  }

  async function addNote(event: FormEvent) {
    event.preventDefault();
    const ok = await noteAction.run(() =>
      noteAction.send(accountOperatorApi.addNote, { params, body: { text: note } }),
    );
    if (ok) setNote('');
  }

  return (
    <section className="card stack" data-testid="member-notes">
      <h2>{t('member.notes')}</h2>
      <form onSubmit={saveTags} className="stack">
        <fieldset className="member-notes__tags">
          <legend>{t('members.tags')}</legend>
          {memberTags.map((tag) => (
            <label key={tag} title={t(`members.tag.${tag}.why`)}>
              <input
                type="checkbox"
                checked={chosen.includes(tag)}
                onChange={(event) => toggle(tag, event.target.checked)}
                data-testid={`member-tag-box-${tag}`}
              />{' '}
              {t(`members.tag.${tag}`)}
            </label>
          ))}
        </fieldset>
        {saved && (
          <p className="muted" role="status">
            {t('member.tags.saved')}
          </p>
        )}
        <ActionFooter
          action={tagsAction}
          submitLabel={t('member.tags.save')}
          ready={tags !== null}
          submitTestId="member-tags-save"
        />
      </form>
      <form onSubmit={addNote} className="stack">
        <TextArea
          label={t('member.notes.add')}
          hint={t('member.notes.addHint')}
          value={note}
          maxLength={MEMBER_NOTE_MAX}
          onChange={(event) => setNote(event.target.value)}
          data-testid="member-note-input"
        />
        <ActionFooter
          action={noteAction}
          submitLabel={t('member.notes.save')}
          ready={note.trim().length > 0}
          submitTestId="member-note-save"
        />
      </form>
      {read.data.notes.length === 0 ? (
        <p className="empty">{t('member.notes.none')}</p>
      ) : (
        <ol className="member-notes__list">
          {read.data.notes.map((one) => (
            <li key={one.id} data-testid="member-note">
              <p className="member-notes__text">{one.text}</p>
              <p className="muted">
                {t('member.notes.by', {
                  name: one.author?.name ?? t('member.notes.shell'),
                  at: formatDateTime(one.createdAt),
                })}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
