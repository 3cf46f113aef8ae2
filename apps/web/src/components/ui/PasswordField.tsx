import { useState, type ComponentProps } from 'react';
import { EyeIcon, EyeOffIcon } from './icons.tsx';
import { TextField } from './TextField.tsx';

interface Props extends Omit<ComponentProps<typeof TextField>, 'type' | 'trailing'> {
  showLabel: string;
  hideLabel: string;
}

export function PasswordField({ showLabel, hideLabel, ...rest }: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...rest}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className="field__toggle"
          aria-label={visible ? hideLabel : showLabel}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}
