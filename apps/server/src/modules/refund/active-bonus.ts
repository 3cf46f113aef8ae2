/**
 * Whether a member has a bonus running (spec doc 2: the refund is blocked while one is, the
 * check's `bonus` flag). The bonus module answers it; the refund service depends only on this.
 */
export interface ActiveBonus {
  isActive(memberId: number): Promise<boolean>;
}
