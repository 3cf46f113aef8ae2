import { createHash } from 'node:crypto';

/** The hash the first row chains to. */
export const GENESIS_HASH = '0'.repeat(64);

/** What a row's hash covers: every column but the hashes themselves. */
export interface ChainedFields {
  id: number;
  at: string;
  operatorId: number | null;
  action: string;
  targetType: string;
  targetId: string;
  memberId: number | null;
  before: unknown;
  after: unknown;
  reason: string | null;
  ip: string | null;
}

/** JSON with object keys sorted at every level: jsonb keeps no key order, so the hash must not depend on it. */
export function canonicalJson(value: unknown): string {
  const plain: unknown = value === undefined ? null : JSON.parse(JSON.stringify(value ?? null));
  const sorted = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(sorted);
    if (v && typeof v === 'object') {
      return Object.fromEntries(
        Object.keys(v)
          .sort()
          .map((key) => [key, sorted((v as Record<string, unknown>)[key])]),
      );
    }
    return v;
  };
  return JSON.stringify(sorted(plain));
}

/** sha256 over the previous row's hash and this row's fields: editing any row breaks every hash after it. */
export function chainHash(prevHash: string, fields: ChainedFields): string {
  return createHash('sha256').update(prevHash).update('\n').update(canonicalJson(fields)).digest('hex');
}
