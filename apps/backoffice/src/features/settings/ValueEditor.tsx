import { Button } from '../../components/ui/Button.tsx';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { isOperatorText } from './is-operator-text.ts';
import { TextsEditor } from './TextsEditor.tsx';
import { ImageUpload } from './ImageUpload.tsx';
import { IMAGE_FIELDS } from './settings-api.ts';
import { fieldLabel } from './field-label.ts';
import { choicesOf } from './field-options.ts';
import type { MessageKey } from '../../lib/i18n/message-types.ts';

/** A first item for a list that may be empty (a new one copies the last otherwise). */
const BANNER = { image: '', html: { th: '' } };
const EMPTY_ITEM: Record<string, unknown> = { banners: BANNER, inviteBanners: BANNER, refundBanners: BANNER };

interface Props {
  /** The dotted path of this value in the group (`withdraw.withdrawMax`): the server names it so. */
  path: string;
  name: string;
  value: unknown;
  readOnly: boolean;
  /** The field the server (or the form's check) refused, with its reason. */
  refused: { field: string; reason: string } | null;
  onChange(value: unknown): void;
}

/**
 * A setting's value edited by its shape: a switch, a number, a text, a per-language text, a list
 * (add, remove) or a group of fields. The settings are the contract's shapes, so one editor serves
 * every group; the refused field shows the server's reason beside it.
 */
export function ValueEditor({ path, name, value, readOnly, refused, onChange }: Props) {
  const { t } = useI18n();
  // An operator text's refused language (`howto.wallet.link.en`) shows beside its boxes.
  const own =
    refused?.field === path || (isOperatorText(value) && refused?.field.startsWith(`${path}.`) === true);
  const error = own ? refused!.reason : null;
  const errorNote = error && (
    <p className="field__error" role="alert" data-testid={`error-${path}`}>
      {error}
    </p>
  );
  if (isOperatorText(value))
    return (
      <fieldset className="settings-field" data-field={path}>
        <legend>{name}</legend>
        <TextsEditor path={path} value={value} readOnly={readOnly} onChange={onChange} />
        {errorNote}
      </fieldset>
    );
  const listKey = path.slice(path.lastIndexOf('.') + 1);
  if (Array.isArray(value))
    return (
      <fieldset className="settings-field settings-list" data-field={path}>
        <legend>{name}</legend>
        {value.map((item, index) => (
          <div className="settings-list__item" key={index}>
            <ValueEditor
              path={`${path}.${index}`}
              name={`${name} ${index + 1}`}
              value={item}
              readOnly={readOnly}
              refused={refused}
              onChange={(next) => onChange(value.map((old, at) => (at === index ? next : old)))}
            />
            {!readOnly && (
              <Button
                variant="secondary"
                onClick={() => onChange(value.filter((_, at) => at !== index))}
                small
                data-testid={`remove-${path}.${index}`}
              >
                {t('settings.remove')}
              </Button>
            )}
          </div>
        ))}
        {!readOnly && (value.length > 0 || EMPTY_ITEM[listKey] !== undefined) && (
          <Button
            variant="secondary"
            onClick={() =>
              onChange([
                ...value,
                structuredClone(value.length > 0 ? value[value.length - 1] : EMPTY_ITEM[listKey]),
              ])
            }
            small
            data-testid={`add-${path}`}
          >
            {t('settings.add')}
          </Button>
        )}
        {errorNote}
      </fieldset>
    );
  if (typeof value === 'object' && value !== null)
    return (
      <fieldset className="settings-field" data-field={path}>
        <legend>{name}</legend>
        {Object.entries(value).map(([key, field]) => (
          <ValueEditor
            key={key}
            path={`${path}.${key}`}
            name={fieldLabel(t, key)}
            value={field}
            readOnly={readOnly}
            refused={refused}
            onChange={(next) => onChange({ ...value, [key]: next })}
          />
        ))}
        {errorNote}
      </fieldset>
    );
  const id = `setting-${path}`;
  const choices = choicesOf(path.slice(path.lastIndexOf('.') + 1), value);
  return (
    <div className="field settings-scalar" data-field={path}>
      <label className="field__label" htmlFor={id}>
        {name}
      </label>
      {choices ? (
        <select
          id={id}
          className="field__control"
          value={value as string}
          disabled={readOnly}
          data-testid={id}
          onChange={(event) => onChange(event.target.value)}
        >
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {t(`settings.option.${choice}` as MessageKey)}
            </option>
          ))}
        </select>
      ) : typeof value === 'boolean' ? (
        <input
          id={id}
          type="checkbox"
          checked={value}
          disabled={readOnly}
          data-testid={id}
          onChange={(event) => onChange(event.target.checked)}
        />
      ) : (
        <input
          id={id}
          className="field__control"
          type={typeof value === 'number' ? 'number' : 'text'}
          step="any"
          value={value === null ? '' : String(value)}
          readOnly={readOnly}
          aria-invalid={Boolean(error)}
          data-testid={id}
          onChange={(event) => {
            const text = event.target.value;
            if (typeof value === 'number') onChange(text === '' ? Number.NaN : Number(text));
            else onChange(value === null && text === '' ? null : text);
          }}
        />
      )}
      {!readOnly && IMAGE_FIELDS.has(path.slice(path.lastIndexOf('.') + 1)) && (
        <ImageUpload path={path} onUploaded={onChange} />
      )}
      {errorNote}
    </div>
  );
}
