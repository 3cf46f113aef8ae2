import type { SettingInput } from '@wallet/contract';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import type { MessageKey } from '../../lib/i18n/message-types.ts';
import { instantStep, instantToInput, inputToInstant } from './instant-field.ts';

interface Props {
  id: string;
  value: unknown;
  /** The input the contract's shape names for this field, if any (`inputOf`). */
  input: SettingInput | undefined;
  readOnly: boolean;
  invalid: boolean;
  onChange(value: unknown): void;
}

/** A colour the picker can hold (it takes `#rrggbb` only): a half-typed one shows as black. */
const pickable = (value: unknown) =>
  typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value) ? value.toLowerCase() : '#000000';

/**
 * One field's input, the one place that chooses it: the contract's input for the field (a choice
 * with each word in the operator's language, a colour with its hex beside it, a date and time),
 * else by the value (a switch, a number, a text). Each sends the value in the contract's form.
 */
export function ScalarInput({ id, value, input, readOnly, invalid, onChange }: Props) {
  const { t } = useI18n();
  if (input?.kind === 'choice')
    return (
      <select
        id={id}
        className="field__control"
        value={value as string}
        disabled={readOnly}
        aria-invalid={invalid}
        data-testid={id}
        onChange={(event) => onChange(event.target.value)}
      >
        {input.options.map((choice) => (
          <option key={choice} value={choice}>
            {t(`settings.option.${choice}` as MessageKey)}
          </option>
        ))}
      </select>
    );
  if (input?.kind === 'colour')
    return (
      <span className="settings-colour">
        <input
          type="color"
          className="settings-colour__picker"
          value={pickable(value)}
          disabled={readOnly}
          aria-labelledby={`${id}-label`}
          data-testid={`${id}-picker`}
          onChange={(event) => onChange(event.target.value)}
        />
        <input
          id={id}
          className="field__control mono"
          value={String(value ?? '')}
          readOnly={readOnly}
          aria-invalid={invalid}
          data-testid={id}
          onChange={(event) => onChange(event.target.value)}
        />
      </span>
    );
  if (input?.kind === 'instant') {
    const shown = instantToInput(value as string | null);
    return (
      <input
        id={id}
        className="field__control"
        type="datetime-local"
        step={instantStep(shown)}
        value={shown}
        readOnly={readOnly}
        aria-invalid={invalid}
        data-testid={id}
        onChange={(event) => onChange(inputToInstant(event.target.value))}
      />
    );
  }
  if (typeof value === 'boolean')
    return (
      <input
        id={id}
        type="checkbox"
        checked={value}
        disabled={readOnly}
        data-testid={id}
        onChange={(event) => onChange(event.target.checked)}
      />
    );
  return (
    <input
      id={id}
      className="field__control"
      type={typeof value === 'number' ? 'number' : 'text'}
      step="any"
      value={value === null ? '' : String(value)}
      readOnly={readOnly}
      aria-invalid={invalid}
      data-testid={id}
      onChange={(event) => {
        const text = event.target.value;
        if (typeof value === 'number') onChange(text === '' ? Number.NaN : Number(text));
        else onChange(value === null && text === '' ? null : text);
      }}
    />
  );
}
