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
import { TablePreview } from './member-preview/TablePreview.tsx';

type Draft = Record<string, unknown>;
/** The row an operator adds, until it is saved (no row's code has a `+`; its own is typed in its form). */
const NEW_ROW = '+new';

interface Props {
  table: SettingTable;
  readOnly: boolean;
}

/**
 * A settings table (ADR 0107): its rows, each a form saved on its own with the contract's shape
 * (the server audits before and after); a table that takes new rows offers one started from the
 * last row, with a code of its own. The rows' drafts are kept here, so the member site's
 * preview of the table shows them before they are saved (ADR 0120).
 */
export function SettingsTable({ table, readOnly }: Props) {
  const { t } = useI18n();
  const list = useQuery({ queryKey: tableKey(table), queryFn: ({ signal }) => readTable(table, signal) });
  const [added, setAdded] = useState<TableRow | null>(null);
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const rows = list.data?.rows ?? [];
  const onDraft = (key: string) => (draft: Draft) => setDrafts((current) => ({ ...current, [key]: draft }));
  const shown = [...rows, ...(added ? [{ ...added, code: NEW_ROW }] : [])].map((row) => ({
    ...row,
    ...drafts[row.code],
  }));
  return (
    <div className="settings-form" data-testid={`settings-table-${table}`}>
      {readOnly && (
        <p className="settings-form__note" data-testid="settings-read-only">
          {t('settings.readOnly')}
        </p>
      )}
      <ErrorNote error={list.error} />
      {rows.length > 0 && <TablePreview table={table} rows={shown} />}
      {rows.map((row) => (
        <RowForm
          key={row.code}
          table={table}
          row={row}
          readOnly={readOnly}
          isNew={false}
          draft={drafts[row.code]}
          onDraft={onDraft(row.code)}
        />
      ))}
      {added && (
        <RowForm
          table={table}
          row={added}
          readOnly={readOnly}
          isNew
          draft={drafts[NEW_ROW]}
          onDraft={onDraft(NEW_ROW)}
          onSaved={() => {
            setAdded(null);
            setDrafts(({ [NEW_ROW]: _saved, ...kept }) => kept);
          }}
        />
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
  draft: edited,
  onDraft,
  onSaved,
}: {
  table: SettingTable;
  row: TableRow;
  readOnly: boolean;
  isNew: boolean;
  /** The fields as edited, or nothing while they are the row's. */
  draft: Draft | undefined;
  onDraft(draft: Draft): void;
  onSaved?: () => void;
}) {
  const { t } = useI18n();
  const fields = editableFields(table);
  const [code, setCode] = useState(row.code);
  const draft = edited ?? Object.fromEntries(fields.map((field) => [field, row[field]]));
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
          onChange={(next) => onDraft({ ...draft, [field]: next })}
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
