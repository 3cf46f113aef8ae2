import { useQuery } from '@tanstack/react-query';
import { settingTableInputs, settingTables, settingTablesApi, type SettingTable } from '@wallet/contract';
import { useState, type FormEvent } from 'react';
import { ActionFooter } from '../../components/ui/ActionFooter.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { ErrorNote } from '../../components/ui/ErrorNote.tsx';
import { useAction } from '../../lib/actions/use-action.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { checkRow, editableFields, readTable, tableKey, type TableRow } from './settings-api.ts';
import { useRefusal } from './use-refusal.ts';
import { ValueEditor } from './ValueEditor.tsx';
import { fieldLabel } from './field-label.ts';

interface Props {
  table: SettingTable;
  readOnly: boolean;
}

/**
 * A settings table (ADR 0107): its rows, each a form saved on its own with the contract's shape
 * (the server audits before and after); a table that takes new rows offers one started from the
 * last row, with a code of its own.
 */
export function SettingsTable({ table, readOnly }: Props) {
  const { t } = useI18n();
  const list = useQuery({ queryKey: tableKey(table), queryFn: ({ signal }) => readTable(table, signal) });
  const [added, setAdded] = useState<TableRow | null>(null);
  const rows = list.data?.rows ?? [];
  return (
    <div className="settings-form" data-testid={`settings-table-${table}`}>
      {readOnly && (
        <p className="settings-form__note" data-testid="settings-read-only">
          {t('settings.readOnly')}
        </p>
      )}
      <ErrorNote error={list.error} />
      {rows.map((row) => (
        <RowForm key={row.code} table={table} row={row} readOnly={readOnly} isNew={false} />
      ))}
      {added && (
        <RowForm table={table} row={added} readOnly={readOnly} isNew onSaved={() => setAdded(null)} />
      )}
      {!readOnly && settingTables[table].adds && !added && rows.length > 0 && (
        <Button
          variant="secondary"
          onClick={() => setAdded({ ...structuredClone(rows[rows.length - 1]!), code: '' })}
          data-testid={`add-row-${table}`}
        >
          {t('settings.addRow')}
        </Button>
      )}
    </div>
  );
}

function RowForm({
  table,
  row,
  readOnly,
  isNew,
  onSaved,
}: {
  table: SettingTable;
  row: TableRow;
  readOnly: boolean;
  isNew: boolean;
  onSaved?: () => void;
}) {
  const { t } = useI18n();
  const fields = editableFields(table);
  const [code, setCode] = useState(row.code);
  const [draft, setDraft] = useState<Record<string, unknown>>(
    Object.fromEntries(fields.map((field) => [field, row[field]])),
  );
  const [checked, setChecked] = useState<string | null>(null);
  const action = useAction({ refresh: [tableKey(table)] });
  const { refused, unplaced } = useRefusal(checked, action.error);
  const shown = Object.entries(row).filter(([key]) => key !== 'code' && !fields.includes(key));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const field = checkRow(table, draft);
    setChecked(field);
    if (field !== null || code.trim() === '') return;
    void action.run(async () => {
      await action.send(settingTablesApi[table].save as never, { params: { code }, body: draft } as never);
      onSaved?.();
    });
  }

  return (
    <form
      className="settings-field settings-row"
      onSubmit={onSubmit}
      data-testid={`settings-row-${row.code || 'new'}`}
    >
      <legend>
        {isNew ? (
          <input
            className="field__control"
            aria-label={t('settings.code')}
            placeholder={t('settings.code')}
            value={code}
            data-testid="settings-row-code"
            onChange={(event) => setCode(event.target.value)}
          />
        ) : (
          <span className="mono">{row.code}</span>
        )}
        {shown.length > 0 && (
          <span className="muted"> {shown.map(([, value]) => String(value)).join(' · ')}</span>
        )}
      </legend>
      {fields.map((field) => (
        <ValueEditor
          key={field}
          path={field}
          name={fieldLabel(t, field)}
          value={draft[field]}
          inputs={settingTableInputs[table]}
          readOnly={readOnly}
          refused={refused}
          onChange={(next) => setDraft((current) => ({ ...current, [field]: next }))}
        />
      ))}
      {!readOnly && (
        <ActionFooter
          action={{ busy: action.busy, error: unplaced }}
          submitLabel={t('settings.save')}
          submitTestId={`settings-save-${row.code || 'new'}`}
        />
      )}
    </form>
  );
}
