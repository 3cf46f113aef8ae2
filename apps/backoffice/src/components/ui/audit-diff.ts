/** One field of an audit row's change: its path (`withdrawApproval.mode`) and both sides. */
export interface AuditFieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Nested objects as dotted paths; arrays stay whole (a list of credits reads as one value). */
function flatten(value: Record<string, unknown> | null, prefix = '', into = new Map<string, unknown>()) {
  for (const [name, field] of Object.entries(value ?? {})) {
    const path = prefix ? `${prefix}.${name}` : name;
    if (isPlainObject(field)) flatten(field, path, into);
    else into.set(path, field);
  }
  return into;
}

/**
 * The fields an audit row changed (issue 41): every path whose value differs between before and
 * after, in the order they first appear; a field only one side has is a change from or to nothing.
 */
export function auditDiff(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditFieldChange[] {
  const left = flatten(before);
  const right = flatten(after);
  const fields = [...new Set([...left.keys(), ...right.keys()])];
  return fields
    .map((field) => ({ field, before: left.get(field), after: right.get(field) }))
    .filter((change) => JSON.stringify(change.before) !== JSON.stringify(change.after));
}

/** Fields that hold baht: `amount`, `total`, or a name ending in `Baht` (`memberCreditsBaht`). */
export const isBahtField = (field: string) => /(^|\.)(amount|total)$|Baht$/.test(field);
