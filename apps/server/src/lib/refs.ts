/** How operator pages show who a row is about and who decided it (the queues and the member pages share these). */
import type { MemberRef, OperatorRef } from '@wallet/contract';

/** `member_id, member_username, member_name` columns as a MemberRef. */
export function memberRefOf(row: {
  memberId: number | string;
  memberUsername: string;
  memberName: string;
}): MemberRef {
  return { id: Number(row.memberId), username: row.memberUsername, name: row.memberName };
}

/** An operator's columns as an OperatorRef; null when nobody (or the automatic setting) decided. */
export function operatorRefOf(
  id: number | string | null,
  username: string | null,
  name: string | null,
): OperatorRef | null {
  return id === null ? null : { id: Number(id), username: username ?? '', name: name ?? '' };
}

export function isoOrNull(date: Date | null): string | null {
  return date?.toISOString() ?? null;
}
