import { useId } from 'react';
import '@wallet/web-client/member-ui/styles/field.css';

interface Props {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  name?: string;
}

export function Checkbox({ label, checked, onChange, name }: Props) {
  const id = useId();
  return (
    <div className="checkbox">
      {/* The box sits in a 44 px square that ticks it too: the 20 px box alone is too small a target. */}
      <label className="checkbox__box" data-testid={name ? `${name}-box` : undefined}>
        <input
          id={id}
          name={name}
          type="checkbox"
          className="checkbox__input"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
      </label>
      <label htmlFor={id} className="checkbox__label">
        {label}
      </label>
    </div>
  );
}
