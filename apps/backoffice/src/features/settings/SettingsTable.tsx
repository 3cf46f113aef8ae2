import { useQuery } from '@tanstack/react-query';
import {
  settingTableInputs,
  settingTables,
  settingTablesApi,
  type SettingChange,
  type SettingTable,
  waitingTerms,
} from '@wallet/contract';
import { useState, type FormEvent } from 'react';
import { ActionFooter } from '../../components/ui/ActionFooter.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { ErrorNote } from '../../components/ui/ErrorNote.tsx';
import { useAction } from '../../lib/actions/use-action.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { AskChangeReason, ChangeWaitingNote } from './SettingChangeAsk.tsx';
import { checkRow, editableFields, readTable, tableKey, type TableRow } from './settings-api.ts';
import { useRefusal } from './use-refusal.ts';
import { ValueEditor } from './ValueEditor.tsx';
import { fieldLabel } from './field-label.ts';
import { settingChangesLive } from './setting-changes-api.ts';
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
 * preview of the table shows them before they are saved (ADR 0120). A bonus's terms added or
 * changed wait for a second admin (ADR 0194): the save asks why, and the table says what waits.
 */
export function SettingsTable({ table, readOnly }: Props) {
  const { t } = useI18n();
  const list = useQuery({ queryKey: tableKey(table), queryFn: ({ signal }) => readTable(table, signal) });
  const [added, setAdded] = useState<TableRow | null>(null);
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [waiting, setWaiting] = useState<SettingChange | null>(null);
  const rows = list.data?.rows ?? [];
  const onDraft = (key: string) => (draft: Draft) => setDrafts((current) => ({ ...current, [key]: draft }));
  // A saved row's draft goes: the form shows the row as stored (a waiting term keeps its value).
  const dropDraft = (key: string) => setDrafts(({ [key]: _saved, ...kept }) => kept);
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
      {waiting && <ChangeWaitingNote change={waiting} />}
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
          onSaved={(change) => {
            setWaiting(change);
            dropDraft(row.code);
          }}
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
          onSaved={(change) => {
            setWaiting(change);
            setAdded(null);
            dropDraft(NEW_ROW);
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
  /** After the save answered: the change that waits for a second admin, or null (applied). */
  onSaved(waiting: SettingChange | null): void;
}) {
  const { t } = useI18n();
  const fields = editableFields(table);
  const [code, setCode] = useState(row.code);
  const draft = edited ?? Object.fromEntries(fields.map((field) => [field, row[field]]));
  const [checked, setChecked] = useState<string | null>(null);
  const action = useAction({ refresh: [tableKey(table), ...settingChangesLive] });
  const { refused, unplaced } = useRefusal(checked, action.error);
  const shown = Object.entries(row).filter(([key]) => key !== 'code' && !fields.includes(key));
  const [asking, setAsking] = useState(false);

  async function send(reason?: string) {
    const body = reason === undefined ? draft : { ...draft, reason };
    const answer = (await action.send(
      settingTablesApi[table].save as never,
      {
        params: { code },
        body,
      } as never,
    )) as { pending?: SettingChange };
    onSaved(answer.pending ?? null);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const field = checkRow(table, draft);
    setChecked(field);
    if (field !== null || code.trim() === '') return;
    // A bonus's terms added or changed wait for a second admin, and say why (ADR 0194).
    if (waitingTerms(table, isNew ? null : row, draft).length > 0) setAsking(true);
    else void action.run(() => send());
  }

  return (
    <>
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
      {/* Beside the form, not in it: the dialog is a form of its own. */}
      {asking && <AskChangeReason action={action} onConfirm={send} onClose={() => setAsking(false)} />}
    </>
  );
}
