import type { ComponentProps } from 'react';
import type { DepositSetting } from '@wallet/contract';
import { DepositSettingEditor } from './DepositSettingEditor.tsx';
import { ValueEditor } from './ValueEditor.tsx';

/**
 * A setting of a group's form: drawn by its shape (`ValueEditor`), except the ones with a screen
 * of their own: the deposit accounts' table (ADR 0185).
 */
export function SettingEditor(props: ComponentProps<typeof ValueEditor>) {
  if (props.path === 'deposit')
    return <DepositSettingEditor {...props} value={props.value as DepositSetting} />;
  return <ValueEditor {...props} />;
}
