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
      <input
        id={id}
        name={name}
        type="checkbox"
        className="checkbox__input"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id} className="checkbox__label">
        {label}
      </label>
    </div>
  );
}
