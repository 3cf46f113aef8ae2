/** What the client needs of a contract (zod) schema; keeps zod itself out of the apps' dependencies. */
export interface ReplySchema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false };
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface RequestOptions<T> {
  method?: HttpMethod;
  body?: unknown;
  /** The contract schema of a successful answer; without it the answer body is ignored (204). */
  schema?: ReplySchema<T>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Extra request headers; never the token or the JSON type, which the client sets. */
  headers?: Record<string, string>;
}
