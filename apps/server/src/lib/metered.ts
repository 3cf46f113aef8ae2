/** What one port call of an outside system did: `ok`, or the kind of failure. */
export type CallCounter = (call: string, outcome: string, args: readonly unknown[]) => void;

/** How an outside system's port fails (ADR 0116). */
export interface MeterPlan<T> {
  /** The port's calls; every other method or property passes through uncounted. */
  calls: readonly (keyof T & string)[];
  /** The failure kind a thrown error names (the port's own error class); anything else is `unknown`. */
  thrown?: (error: unknown) => string | undefined;
  /** For a port that answers its failures instead of throwing: the kind, or undefined for an answer. */
  answered?: (answer: unknown) => string | undefined;
}

/**
 * The adapter with every port call counted by outcome. Counted when the system answers, so a
 * call past our deadline (withDeadline has already answered `unknown`) is counted with what it
 * finally did. The answer or the error reaches the caller unchanged. Methods are called on the
 * adapter itself (bound), so its calls to its own methods (a sandbox's internals) are not counted
 * and private fields keep working; properties written through the wrapper land on the adapter.
 */
export function metered<T extends object>(target: T, plan: MeterPlan<T>, count: CallCounter): T {
  const calls = new Set<string>(plan.calls);
  return new Proxy(target, {
    get(object, key) {
      const value = Reflect.get(object, key, object) as unknown;
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => unknown;
      if (typeof key !== 'string' || !calls.has(key)) return method.bind(object);
      return async (...args: unknown[]) => {
        let answer: unknown;
        try {
          answer = await method.apply(object, args);
        } catch (error) {
          count(key, plan.thrown?.(error) ?? 'unknown', args);
          throw error;
        }
        count(key, plan.answered?.(answer) ?? 'ok', args);
        return answer;
      };
    },
    set(object, key, value) {
      return Reflect.set(object, key, value, object);
    },
  });
}
