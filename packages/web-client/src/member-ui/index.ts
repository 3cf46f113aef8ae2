/**
 * The member site's presentational components (ADR 0120): drawn by the member app, and by the
 * back-office's previews of the operator's settings, so an operator sees what members will see.
 * They take data and the member catalogue's `t` as props and fetch nothing. None imports its CSS:
 * the look is styles/*.css, which the member app loads globally where it always did, and the
 * back-office loads into its preview's shadow root only (the two apps' class names overlap).
 */
export { BankPicker } from './BankPicker.tsx';
export { bankOptions } from './bank-options.ts';
export { ContactCard } from './ContactCard.tsx';
export { FieldFrame } from './FieldFrame.tsx';
export { FieldMessages } from './FieldMessages.tsx';
export { LineQrImage } from './LineQrImage.tsx';
export { Select, type SelectOption } from './Select.tsx';
export { SourcePicker } from './SourcePicker.tsx';
export { describedBy, useFieldIds } from './use-field-ids.ts';
