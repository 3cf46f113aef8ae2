/**
 * Who may hold whose operator account (ADR 0129), read from every operator grant ever issued:
 * who made each account, gave it a role, reset or re-enrolled it, and who confirmed that.
 */
export interface GrantLink {
  operatorId: number;
  /** Null: the shell, the site owner on the machine, whom no rule of the app binds. */
  issuedBy: number | null;
  confirmedBy: number | null;
  /** The grant handed over new credentials (a link, or the shell's password): it may start a clean history. */
  credentials: boolean;
}

const disjoint = (a: ReadonlySet<number>, b: ReadonlySet<number>) => ![...a].some((id) => b.has(id));

/**
 * controllers(X): the people who may act as X. X itself, and for each of X's grants in scope
 * whose issuer I was not vouched for, everyone who controls I. A grant is vouched for when an
 * admin confirmed it who is independent of the issuer (their controllers share nobody) and is
 * neither X nor someone X controls: a second person saying X is someone else.
 *
 * In scope: X's grants from its latest vouched-for credentials grant on (a re-enrolment an
 * independent admin confirmed starts X anew), or all of them. An unconfirmed reset never
 * forgets: an admin who resets its own operators from each other still holds them all.
 *
 * Vouching is earned, never assumed: it starts with no grant vouched for (every controller
 * set at its largest) and vouches for a grant only when its confirmer is independent under the
 * sets known so far. Sets only shrink as grants are vouched for, and a vouched grant stays so,
 * so it ends; two accounts of one person cannot vouch for each other in a circle.
 *
 * reach(X): controllers(X) and every issuer's controllers of X's grants in scope, vouched for
 * or not: the issuer held X's link, so X and the issuer never approve each other.
 *
 * `grants` in the order they were issued.
 */
export function chainOf(grants: readonly GrantLink[]) {
  const vouched = new Set<GrantLink>();
  let controllers = new Map<number, Set<number>>();
  let scope = new Map<number, GrantLink[]>();

  const of = (id: number) => {
    let set = controllers.get(id);
    if (!set) controllers.set(id, (set = new Set([id])));
    return set;
  };

  const compute = () => {
    scope = new Map();
    for (const grant of grants) {
      const list = scope.get(grant.operatorId) ?? [];
      scope.set(grant.operatorId, grant.credentials && vouched.has(grant) ? [grant] : [...list, grant]);
    }
    controllers = new Map();
    for (let changed = true; changed;) {
      changed = false;
      for (const list of scope.values())
        for (const grant of list) {
          if (grant.issuedBy === null || vouched.has(grant)) continue;
          const target = of(grant.operatorId);
          for (const id of of(grant.issuedBy))
            if (!target.has(id)) {
              target.add(id);
              changed = true;
            }
        }
    }
  };

  for (let grew = true; grew;) {
    compute();
    grew = false;
    for (const grant of grants) {
      if (vouched.has(grant) || grant.issuedBy === null || grant.confirmedBy === null) continue;
      const confirmer = of(grant.confirmedBy);
      if (
        grant.confirmedBy !== grant.issuedBy &&
        disjoint(confirmer, of(grant.issuedBy)) &&
        !confirmer.has(grant.operatorId)
      ) {
        vouched.add(grant);
        grew = true;
      }
    }
  }

  const reach = (id: number) => {
    const set = new Set(of(id));
    for (const grant of scope.get(id) ?? [])
      if (grant.issuedBy !== null) for (const c of of(grant.issuedBy)) set.add(c);
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
