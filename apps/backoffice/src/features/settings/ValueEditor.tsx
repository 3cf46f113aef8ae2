import { Button } from '../../components/ui/Button.tsx';
import { TextsEditor } from '../../components/ui/TextsEditor.tsx';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { isOperatorText } from './is-operator-text.ts';
import { ImageUpload } from './ImageUpload.tsx';
import { IMAGE_FIELDS } from './settings-api.ts';
import { fieldLabel } from './field-label.ts';
import { inputOf, withField } from './field-options.ts';
import { ScalarInput } from './ScalarInput.tsx';
import type { SettingInputs } from '@wallet/contract';

/** A first item for a list that may be empty (a new one copies the last otherwise). */
const BANNER = { image: '', html: { th: '' } };
const EMPTY_ITEM: Record<string, unknown> = { banners: BANNER, inviteBanners: BANNER, refundBanners: BANNER };

interface Props {
  /** The dotted path of this value in the group (`withdraw.withdrawMax`): the server names it so. */
  path: string;
  name: string;
  value: unknown;
  /** The inputs the contract's shapes name for this form's fields (ADR 0122). */
  inputs: SettingInputs;
  readOnly: boolean;
  /** The field the server (or the form's check) refused, with its reason. */
  refused: { field: string; reason: string } | null;
  onChange(value: unknown): void;
}

/**
 * A setting's value edited by its shape: a per-language text, a list (add, remove), a group of
 * fields, or one field's input (`ScalarInput`: a choice, a colour, a date and time, a switch, a
 * number, a text). The settings are the contract's shapes, so one editor serves
 * every group; the refused field shows the server's reason beside it.
 */
export function ValueEditor({ path, name, value, inputs, readOnly, refused, onChange }: Props) {
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
              inputs={inputs}
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
            inputs={inputs}
            readOnly={readOnly}
            refused={refused}
            onChange={(next) =>
              onChange(
                withField(value as Record<string, unknown>, key, next, inputOf(inputs, `${path}.${key}`)),
              )
            }
          />
        ))}
        {errorNote}
      </fieldset>
    );
  const id = `setting-${path}`;
  return (
    <div className="field settings-scalar" data-field={path}>
      <label className="field__label" htmlFor={id} id={`${id}-label`}>
        {name}
      </label>
      <ScalarInput
        id={id}
        value={value}
        input={inputOf(inputs, path)}
        readOnly={readOnly}
        invalid={Boolean(error)}
        onChange={onChange}
      />
      {!readOnly && IMAGE_FIELDS.has(path.slice(path.lastIndexOf('.') + 1)) && (
        <ImageUpload path={path} onUploaded={onChange} />
      )}
      {errorNote}
    </div>
  );
}
