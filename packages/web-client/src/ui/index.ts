export { LocaleSelect } from './LocaleSelect.tsx';
export { useLatest } from './use-latest.ts';
export type { DialogProps } from './dialog-props.ts';
