import type { ReplySchema } from './request-options.ts';
import type { ContractSchema, JsonRoute } from './route-types.ts';

const SUCCESS_STATUSES = [200, 201, 202, 204] as const;

type Parsed = ReturnType<ReplySchema<unknown>['safeParse']>;

/** `'empty'` as a parser: a 204 has no body, which apiRequest reads as undefined. */
const emptyReply: ReplySchema<unknown> = {
  safeParse: (input): Parsed =>
    input === undefined ? { success: true, data: undefined } : { success: false },
};

/**
 * The parser of a route's success answers, for apiRequest. One declared answer is used as is; a
 * route with several different ones (none today) accepts whichever matches. Only-empty routes get
 * none, so their body is ignored like before.
 */
export function replySchemaOf(route: JsonRoute): ReplySchema<unknown> | undefined {
  const shapes = new Set<ContractSchema | 'empty'>();
  for (const status of SUCCESS_STATUSES) {
    const shape = route.replies[status];
    if (shape !== undefined) shapes.add(shape);
  }
  const parsers = [...shapes].map((shape) => (shape === 'empty' ? emptyReply : shape));
  if (!parsers.some((parser) => parser !== emptyReply)) return undefined;
  if (parsers.length === 1) return parsers[0];
  return {
    safeParse: (input): Parsed =>
      parsers.map((parser) => parser.safeParse(input)).find((result) => result.success) ?? { success: false },
  };
}
