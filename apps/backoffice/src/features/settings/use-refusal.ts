import { isApiError } from '@wallet/web-client';
import { useI18n } from '../../lib/i18n/use-i18n.ts';

/** A field a settings form cannot send, and why. */
export interface Refused {
  field: string;
  reason: string;
}

/**
 * Where a settings form shows a refusal: beside the field the browser's check refused before
 * sending (`checked`), else beside the field the server named, with the server's reason; a
 * refusal that names no field stays for the form's footer (`unplaced`). One rule for the groups'
 * forms and the tables' rows.
 */
export function useRefusal(
  checked: string | null,
  error: unknown,
): { refused: Refused | null; unplaced: unknown } {
  const { t, errorText } = useI18n();
  const serverField = isApiError(error) ? error.field : undefined;
  const refused =
    checked !== null
      ? { field: checked, reason: t('settings.invalid') }
      : serverField
        ? { field: serverField, reason: errorText(error) }
        : null;
  return { refused, unplaced: serverField ? null : error };
}
