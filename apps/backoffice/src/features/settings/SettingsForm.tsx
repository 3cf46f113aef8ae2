import {
  moneyControlGroups,
  settingGroupInputs,
  settingsOperatorApi,
  type SettingChange,
  type SettingGroup,
} from '@wallet/contract';
import { useState, type FormEvent } from 'react';
import { ActionFooter } from '../../components/ui/ActionFooter.tsx';
import { useAction } from '../../lib/actions/use-action.ts';
import { formatDateTime } from '../../lib/format/format.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { AskChangeReason, ChangeWaitingNote } from './SettingChangeAsk.tsx';
import { ContactPreview } from './member-preview/ContactPreview.tsx';
import { checkChange, readSettings, settingsKey } from './settings-api.ts';
import { settingChangesLive } from './setting-changes-api.ts';
import { SpinPreview } from './SpinPreview.tsx';
import { useRefusal } from './use-refusal.ts';
import { SettingEditor } from './SettingEditor.tsx';

interface Props {
  group: SettingGroup;
  values: Record<string, unknown>;
  readOnly: boolean;
}

/**
 * A settings group's form: checked with the contract's rules before it is sent, sent whole (the
 * server audits before and after), and the field the server refuses shows its reason beside it.
 * A group holding a money-control setting asks why first; its change of such a setting waits for
 * a second admin (ADR 0130), and the form says so and shows the values still in force.
 */
export function SettingsForm({ group, values, readOnly }: Props) {
  const { t } = useI18n();
  const [draft, setDraft] = useState(values);
  const [checked, setChecked] = useState<string | null>(null);
  const action = useAction({ refresh: [settingsKey(group), ...settingChangesLive] });
  const { refused, unplaced } = useRefusal(checked, action.error);
  const asksWhy = moneyControlGroups.includes(group);
  const [asking, setAsking] = useState(false);
  const [waiting, setWaiting] = useState<SettingChange | null>(null);
  // When the last save applied (issue 41: "no confirmation, no message"); an edit clears it.
  const [savedAt, setSavedAt] = useState<Date | null>(null);

  async function send(reason?: string) {
    const body = reason === undefined ? draft : { ...draft, reason };
    const answer = (await action.send(settingsOperatorApi[group].change as never, { body } as never)) as
      Record<string, unknown> | { pending: SettingChange };
    if ('pending' in answer && answer.pending) {
      // The money-control settings keep their values until the change is confirmed: the form shows
      // those (read again with the group), and says what the change waits for.
      setWaiting(answer.pending as SettingChange);
      setDraft(await readSettings(group, new AbortController().signal));
      return;
    }
    setWaiting(null);
    // The form shows what the server stored (its HTML cleaned): its answer is the group as saved.
    setDraft(answer as Record<string, unknown>);
    setSavedAt(new Date());
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const field = checkChange(group, draft);
    setChecked(field);
    if (field !== null) return;
    if (asksWhy) setAsking(true);
    else void action.run(() => send());
  }

  return (
    <>
      {/* Beside the form, not in it: the rotation's dialog is a form of its own. */}
      {group === 'spin' && draft.spin !== undefined && (
        <SpinPreview spin={draft.spin as never} readOnly={readOnly} />
      )}
      {group === 'lookup' && draft.contact !== undefined && (
        <ContactPreview contact={draft.contact as never} />
      )}
      <form className="settings-form" onSubmit={onSubmit} data-testid={`settings-form-${group}`}>
        {readOnly && (
          <p className="settings-form__note" data-testid="settings-read-only">
            {t('settings.readOnly')}
          </p>
        )}
        {waiting && <ChangeWaitingNote change={waiting} />}
        {savedAt && !waiting && (
          <p className="settings-saved" role="status" data-testid="settings-saved">
            {t('settings.saved', { at: formatDateTime(savedAt) })}
          </p>
        )}
        {Object.entries(draft).map(([name, value]) => (
          <SettingEditor
            key={name}
            path={name}
            name={t(`settings.setting.${name}` as never)}
            value={value}
            inputs={settingGroupInputs[group]}
            readOnly={readOnly}
            refused={refused}
            onChange={(next) => {
              setSavedAt(null);
              setDraft((current) => ({ ...current, [name]: next }));
            }}
          />
        ))}
        {!readOnly && (
          <ActionFooter
            action={{ busy: action.busy, error: unplaced }}
            submitLabel={t('settings.save')}
            submitTestId="settings-save"
          />
        )}
      </form>
      {asking && <AskChangeReason action={action} onConfirm={send} onClose={() => setAsking(false)} />}
    </>
  );
}
