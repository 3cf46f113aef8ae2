/**
 * Who may hold whose operator account (ADR 0129), read from the operators' grants: the
 * account's own person, and whoever issued a grant on it (made it, gave it a role, reset or
 * re-enrolled it) since its current credentials were handed over.
 */
export interface GrantLink {
  operatorId: number;
  /** Null: the shell, the site owner on the machine, whom no rule of the app binds. */
  issuedBy: number | null;
  confirmedBy: number | null;
}

const disjoint = (a: ReadonlySet<number>, b: ReadonlySet<number>) => ![...a].some((id) => b.has(id));

/**
 * controllers(X): the people who may act as X. X itself, and for each of X's grants whose
 * issuer I was not vouched for, everyone who controls I. A grant is vouched for when another
 * admin confirmed it who is independent of the issuer (their controllers share nobody): the
 * confirmation is a second person saying X is someone else. Sets only grow, and a grant only
 * stops being vouched for as they grow, so the loop reaches its fixed point.
 *
 * reach(X): controllers(X) and every issuer of X's grants, vouched for or not: the issuer held
 * X's link, so X and the issuer (and anyone controlling the issuer) never approve each other.
 */
export function chainOf(grants: readonly GrantLink[]) {
  const controllers = new Map<number, Set<number>>();
  const of = (id: number) => {
    let set = controllers.get(id);
    if (!set) controllers.set(id, (set = new Set([id])));
    return set;
  };
  for (let changed = true; changed; ) {
    changed = false;
    for (const grant of grants) {
      if (grant.issuedBy === null) continue;
      const issuer = of(grant.issuedBy);
      const vouched =
        grant.confirmedBy !== null &&
        grant.confirmedBy !== grant.issuedBy &&
        disjoint(of(grant.confirmedBy), issuer);
      if (vouched) continue;
      const target = of(grant.operatorId);
      for (const id of issuer)
        if (!target.has(id)) {
          target.add(id);
          changed = true;
        }
    }
  }
  const reach = (id: number) => {
    const set = new Set(of(id));
    for (const grant of grants)
      if (grant.operatorId === id && grant.issuedBy !== null) for (const c of of(grant.issuedBy)) set.add(c);
    return set;
  };
  return {
    controllers: of,
    /** Neither can act as the other, nor did anyone who can act as one hand over the other's account. */
    independent(a: number, b: number): boolean {
      return disjoint(reach(a), of(b)) && disjoint(of(a), reach(b));
    },
  };
}
