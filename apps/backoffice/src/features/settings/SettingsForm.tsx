import { settingGroupInputs, settingsOperatorApi, type SettingGroup } from '@wallet/contract';
import { useState, type FormEvent } from 'react';
import { ActionFooter } from '../../components/ui/ActionFooter.tsx';
import { useAction } from '../../lib/actions/use-action.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { ContactPreview } from './member-preview/ContactPreview.tsx';
import { checkChange, settingsKey } from './settings-api.ts';
import { SpinPreview } from './SpinPreview.tsx';
import { useRefusal } from './use-refusal.ts';
import { ValueEditor } from './ValueEditor.tsx';

interface Props {
  group: SettingGroup;
  values: Record<string, unknown>;
  readOnly: boolean;
}

/**
 * A settings group's form: checked with the contract's rules before it is sent, sent whole (the
 * server audits before and after), and the field the server refuses shows its reason beside it.
 */
export function SettingsForm({ group, values, readOnly }: Props) {
  const { t } = useI18n();
  const [draft, setDraft] = useState(values);
  const [checked, setChecked] = useState<string | null>(null);
  const action = useAction({ refresh: [settingsKey(group)] });
  const { refused, unplaced } = useRefusal(checked, action.error);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const field = checkChange(group, draft);
    setChecked(field);
    if (field !== null) return;
    // The form shows what the server stored (its HTML cleaned): its answer is the group as saved.
    void action.run(async () => {
      const saved = await action.send(settingsOperatorApi[group].change as never, { body: draft } as never);
      setDraft(saved as Record<string, unknown>);
    });
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
        {Object.entries(draft).map(([name, value]) => (
          <ValueEditor
            key={name}
            path={name}
            name={t(`settings.setting.${name}` as never)}
            value={value}
            inputs={settingGroupInputs[group]}
            readOnly={readOnly}
            refused={refused}
            onChange={(next) => setDraft((current) => ({ ...current, [name]: next }))}
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
    </>
  );
}
