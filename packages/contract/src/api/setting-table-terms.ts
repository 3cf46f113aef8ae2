/*
 * Which settings tables' rows wait for a second admin, and which of a row's fields (ADR 0194). No
 * zod here: the back-office runs this logic, and a module that imports zod is data in the browser
 * builds, its functions replaced by ones that throw (ADR 0072).
 */

/**
 * The tables whose rows pay members (ADR 0194): a bonus's or promotion code's terms. A row added,
 * or a change of any field but those listed (what members read, and when and whether the row is
 * offered), waits for a second admin as a money-control setting does (ADR 0130), shown under its
 * group; the listed fields of a row that exists apply at once.
 */
export const moneyControlTables = {
  bonuses: { group: 'bonus', atOnce: ['description', 'banners', 'enabled', 'startsAt', 'endsAt', 'sort'] },
} as const satisfies Record<string, { group: string; atOnce: readonly string[] }>;
export type MoneyControlTable = keyof typeof moneyControlTables;
export const isMoneyControlTable = (table: string): table is MoneyControlTable =>
  Object.hasOwn(moneyControlTables, table);
/**
 * The fields of a row's save that wait for a second admin (ADR 0194): none for a table that pays
 * nobody; every field of a row added; the terms (fields not applied at once) that differ from the
 * row as stored. The terms are plain values, so comparing their JSON is exact.
 */
export function waitingTerms(
  table: string,
  stored: Record<string, unknown> | null,
  row: Record<string, unknown>,
): string[] {
  if (!isMoneyControlTable(table)) return [];
  if (!stored) return Object.keys(row);
  const atOnce: readonly string[] = moneyControlTables[table].atOnce;
  return Object.keys(row).filter(
    (field) =>
      !atOnce.includes(field) && JSON.stringify(stored[field] ?? null) !== JSON.stringify(row[field] ?? null),
  );
}
/** A waiting row's name in a change's before and after (the audit's target id too): `bonuses:XMAS`. */
export const settingRowKey = (table: string, code: string) => `${table}:${code}`;
/** The table and code of a waiting change's name, or undefined for a setting's name. */
export function settingRowOfKey(key: string): { table: MoneyControlTable; code: string } | undefined {
  const at = key.indexOf(':');
  if (at < 0) return undefined;
  const table = key.slice(0, at);
  // Only a money-control table's rows ever wait; a setting's name has no colon.
  return isMoneyControlTable(table) ? { table, code: key.slice(at + 1) } : undefined;
}
