/** Drops the undefined fields of a query or body (exactOptionalPropertyTypes): the filters an operator left out. */
export function defined<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
