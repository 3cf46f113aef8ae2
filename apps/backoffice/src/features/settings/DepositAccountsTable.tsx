import { useQuery } from '@tanstack/react-query';
import {
  autoDepositAccountIndex,
  bankNameIn,
  currencyOfDepositAccount,
  isDepositAccountOn,
} from '@wallet/contract';
import { Badge } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { ErrorNote } from '../../components/ui/ErrorNote.tsx';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import type { MessageKey } from '../../lib/i18n/message-types.ts';
import {
  bankChoices,
  moved,
  newAccountRow,
  withBank,
  withBanksCurrency,
  type DepositAccountRow,
  type ListedBank,
} from './deposit-account-rows.ts';
import { fieldLabel } from './field-label.ts';
import { readTable, tableKey } from './settings-api.ts';
import type { Refused } from './use-refusal.ts';
import './deposit-accounts.css';

const MODES = ['AUTO', 'SMS', 'MANUAL'] as const;

interface Props {
  /** The dotted path of the rows in the group (`deposit.banks`): the server names a refused field under it. */
  path: string;
  rows: DepositAccountRow[];
  readOnly: boolean;
  refused: Refused | null;
  onChange(rows: DepositAccountRow[]): void;
}

/**
 * The site's deposit accounts as a table (issue 41, ADR 0185), one row an account in the order
 * members see them: its bank chosen from the bank list (a QR entry's channel from ours), number,
 * holder, mode, switch and order. The currency is the bank's, shown and never typed; the row the
 * bank feed's unique amounts go to is marked. What is refused shows under its row.
 */
export function DepositAccountsTable({ path, rows, readOnly, refused, onChange }: Props) {
  const { t, locale } = useI18n();
  const list = useQuery({ queryKey: tableKey('banks'), queryFn: ({ signal }) => readTable('banks', signal) });
  const banks = (list.data?.rows ?? []) as unknown as ListedBank[];
  const auto = autoDepositAccountIndex(rows);
  // Every change sends each row with its bank's currency: a row stored with another is corrected.
  const change = (next: DepositAccountRow[]) => onChange(next.map(withBanksCurrency));
  const update = (index: number, row: DepositAccountRow) =>
    change(rows.map((old, at) => (at === index ? row : old)));
  const bankLabel = (code: string) => {
    const bank = banks.find((listed) => listed.code === code);
    return bank ? `${code} · ${bankNameIn(bank, locale)}` : code;
  };
  const column = (key: string) => t(`depositAccounts.column.${key}` as MessageKey);
  const label = (key: string, index: number) => `${column(key)} ${index + 1}`;

  return (
    <fieldset className="settings-field deposit-accounts" data-field={path} data-testid="deposit-accounts">
      <legend>{t('depositAccounts.title')}</legend>
      <p className="muted">{t('depositAccounts.note')}</p>
      <ErrorNote error={list.error} />
      <div className="table-wrap">
        <table className="table deposit-accounts__table">
          <thead>
            <tr>
              {['order', 'on', 'bank', 'accountNo', 'accountName', 'mode', 'currency', 'actions'].map(
                (key) => (
                  <th key={key} scope="col">
                    {column(key)}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const id = `deposit-account-${index}`;
              const on = isDepositAccountOn(row);
              const currency = currencyOfDepositAccount(row) ?? row.currency;
              const error = refused?.field.startsWith(`${path}.${index}.`) ? refused : null;
              return [
                <tr key={id} className={on ? undefined : 'deposit-accounts__off'} data-testid={id}>
                  <td className="num">{index + 1}</td>
                  <td>
                    <input
                      type="checkbox"
                      role="switch"
                      checked={on}
                      disabled={readOnly}
                      aria-label={label('on', index)}
                      data-testid={`${id}-active`}
                      onChange={(event) => update(index, { ...row, active: event.target.checked })}
                    />
                  </td>
                  <td>
                    <select
                      className="field__control"
                      value={row.bankCode}
                      disabled={readOnly}
                      aria-label={label('bank', index)}
                      aria-invalid={error?.field.endsWith('.bankCode') === true}
                      data-testid={`${id}-bank`}
                      onChange={(event) => update(index, withBank(row, event.target.value, banks))}
                    >
                      {!bankChoices(row, banks).includes(row.bankCode) && (
                        <option value={row.bankCode}>{row.bankCode}</option>
                      )}
                      {bankChoices(row, banks).map((code) => (
                        <option key={code} value={code}>
                          {row.bankType === 'BANK' ? bankLabel(code) : `${t('depositAccounts.qr')} · ${code}`}
                        </option>
                      ))}
                    </select>
                    {index === auto && (
                      <span data-testid={`${id}-auto`}>
                        <Badge tone="info" title={t('depositAccounts.autoTargetHelp')}>
                          {t('depositAccounts.autoTarget')}
                        </Badge>
                      </span>
                    )}
                  </td>
                  <td>
                    <input
                      className="field__control mono"
                      value={row.bankAccountNo}
                      readOnly={readOnly}
                      inputMode={row.bankType === 'BANK' ? 'numeric' : undefined}
                      aria-label={label('accountNo', index)}
                      aria-invalid={error?.field.endsWith('.bankAccountNo') === true}
                      data-testid={`${id}-no`}
                      onChange={(event) => update(index, { ...row, bankAccountNo: event.target.value })}
                    />
                  </td>
                  <td>
                    <input
                      className="field__control"
                      value={row.bankAccountName}
                      readOnly={readOnly}
                      aria-label={label('accountName', index)}
                      aria-invalid={error?.field.endsWith('.bankAccountName') === true}
                      data-testid={`${id}-name`}
                      onChange={(event) => update(index, { ...row, bankAccountName: event.target.value })}
                    />
                  </td>
                  <td>
                    <select
                      className="field__control"
                      value={row.mode}
                      disabled={readOnly}
                      aria-label={label('mode', index)}
                      data-testid={`${id}-mode`}
                      onChange={(event) =>
                        update(index, { ...row, mode: event.target.value as DepositAccountRow['mode'] })
                      }
                    >
                      {MODES.map((mode) => (
                        <option key={mode} value={mode}>
                          {t(`settings.option.${mode}`)}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td title={t('depositAccounts.currencyFromBank')} data-testid={`${id}-currency`}>
                    {currency}
                    {currency !== row.currency && (
                      <span className="muted">
                        {' '}
                        {t('depositAccounts.currencyWas', { currency: row.currency })}
                      </span>
                    )}
                  </td>
                  <td className="deposit-accounts__actions">
                    {!readOnly && (
                      <>
                        <Button
                          small
                          disabled={index === 0}
                          aria-label={`${t('depositAccounts.up')} ${index + 1}`}
                          data-testid={`${id}-up`}
                          onClick={() => change(moved(rows, index, -1))}
                        >
                          ↑
                        </Button>
                        <Button
                          small
                          disabled={index === rows.length - 1}
                          aria-label={`${t('depositAccounts.down')} ${index + 1}`}
                          data-testid={`${id}-down`}
                          onClick={() => change(moved(rows, index, 1))}
                        >
                          ↓
                        </Button>
                        <Button
                          small
                          variant="ghost"
                          data-testid={`${id}-remove`}
                          onClick={() => change(rows.filter((_, at) => at !== index))}
                        >
                          {t('settings.remove')}
                        </Button>
                      </>
                    )}
                  </td>
                </tr>,
                error && (
                  <tr key={`${id}-error`}>
                    <td colSpan={8}>
                      <p className="field__error" role="alert" data-testid={`error-${error.field}`}>
                        {fieldLabel(t, error.field.slice(error.field.lastIndexOf('.') + 1))}: {error.reason}
                      </p>
                    </td>
                  </tr>
                ),
              ];
            })}
          </tbody>
        </table>
      </div>
      {!readOnly && (
        <Button
          variant="secondary"
          small
          disabled={banks.length === 0}
          data-testid="deposit-account-add"
          onClick={() => change([...rows, newAccountRow(banks)])}
        >
          {t('depositAccounts.add')}
        </Button>
      )}
    </fieldset>
  );
}
