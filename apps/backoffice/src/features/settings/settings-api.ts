import {
  settingTableEditable,
  settingTablesApi,
  settingsOperatorApi,
  siteImagesApi,
  type SettingGroup,
  type SettingTable,
} from '@wallet/contract';
import { routeScope, uploadFile } from '@wallet/web-client';
import { apiClient, callRoute } from '../../lib/api/client.ts';

/** The query key of a settings group (read again after its change): its read route's. */
export const settingsKey = (group: SettingGroup) => routeScope(settingsOperatorApi[group].read);

export function readSettings(group: SettingGroup, signal: AbortSignal): Promise<Record<string, unknown>> {
  return callRoute(settingsOperatorApi[group].read as never, { signal } as never) as Promise<
    Record<string, unknown>
  >;
}

/**
 * The contract's own check of a change (ADR 0086), as the browser build carries it (ADR 0072):
 * types, bounds and patterns here; the rules across fields are the server's, shown beside the field.
 */
export function checkChange(group: SettingGroup, values: Record<string, unknown>): string | null {
  const body = settingsOperatorApi[group].change.body as unknown as {
    safeParse(value: unknown): { success: boolean; error?: { issues?: { path: PropertyKey[] }[] } };
  };
  const result = body.safeParse(values);
  if (result.success) return null;
  // The browser build's check says no more than that the change does not fit (ADR 0072): then the
  // server, which names the field, decides.
  const path = result.error?.issues?.[0]?.path;
  return path && path.length > 0 ? path.map(String).join('.') : null;
}

/** The query key of a settings table (read again after a row is saved): its list route's. */
export const tableKey = (table: SettingTable) => routeScope(settingTablesApi[table].list);

export function readTable(table: SettingTable, signal: AbortSignal): Promise<{ rows: TableRow[] }> {
  return callRoute(settingTablesApi[table].list as never, { signal } as never) as Promise<{
    rows: TableRow[];
  }>;
}

/**
 * Every settings read: what a confirmed two-person change (ADR 0130) may have changed, a group's
 * values or a table's row.
 */
export const settingsReads = [
  ...Object.values(settingsOperatorApi).map((group) => routeScope(group.read)),
  ...Object.values(settingTablesApi).map((table) => routeScope(table.list)),
];

/** A row as listed: its code and its fields. */
export type TableRow = { code: string } & Record<string, unknown>;

/** The fields an operator writes in a table's row (the contract's change shape), the rest shown only. */
export function editableFields(table: SettingTable): string[] {
  return settingTableEditable[table];
}

/** The contract's check of one row (as `checkChange` for a group). */
export function checkRow(table: SettingTable, row: Record<string, unknown>): string | null {
  const body = settingTablesApi[table].save.body as unknown as {
    safeParse(value: unknown): { success: boolean; error?: { issues?: { path: PropertyKey[] }[] } };
  };
  const result = body.safeParse(row);
  if (result.success) return null;
  const path = result.error?.issues?.[0]?.path;
  return path && path.length > 0 ? path.map(String).join('.') : '';
}

/** The fields that hold an image's address: they get an upload beside them (ADR 0108). */
export const IMAGE_FIELDS = new Set(['lineQR', 'logo', 'background', 'image']);

/**
 * An operator's image for a setting (ADR 0108), through the operators' client (the upload both
 * apps share); the answer is the site path the field then holds. A refusal is the server's code.
 */
export async function uploadSiteImage(file: File): Promise<string> {
  const { path } = await uploadFile(apiClient, siteImagesApi.upload, file);
  return path;
}
