import type { DepositSetting, SettingInputs } from '@wallet/contract';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { DepositAccountsTable } from './DepositAccountsTable.tsx';
import { fieldLabel } from './field-label.ts';
import type { Refused } from './use-refusal.ts';
import { ValueEditor } from './ValueEditor.tsx';

interface Props {
  /** The setting's name in the operator's language. */
  name: string;
  value: DepositSetting;
  inputs: SettingInputs;
  readOnly: boolean;
  refused: Refused | null;
  onChange(value: DepositSetting): void;
}

/**
 * The `deposit` setting (ADR 0185): its accounts as a table, its wallets and manual switch as
 * every other setting's fields are drawn.
 */
export function DepositSettingEditor({ name, value, inputs, readOnly, refused, onChange }: Props) {
  const { t } = useI18n();
  const { banks, ...rest } = value;
  return (
    <fieldset className="settings-field" data-field="deposit">
      <legend>{name}</legend>
      <DepositAccountsTable
        path="deposit.banks"
        rows={banks}
        readOnly={readOnly}
        refused={refused}
        onChange={(next) => onChange({ ...value, banks: next })}
      />
      {Object.entries(rest).map(([key, field]) => (
        <ValueEditor
          key={key}
          path={`deposit.${key}`}
          name={fieldLabel(t, key)}
          value={field}
          inputs={inputs}
          readOnly={readOnly}
          refused={refused}
          onChange={(next) => onChange({ ...value, [key]: next })}
        />
      ))}
    </fieldset>
  );
}
