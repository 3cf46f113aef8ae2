import type { PathParams, RouteDef } from '@wallet/contract';
import type { ReplySchema } from './request-options.ts';

/**
 * A contract schema as the apps see it: it parses (ReplySchema) and carries its types the
 * Standard Schema way, which zod schemas do. Reading types from `~standard` keeps zod itself out
 * of the apps' dependencies.
 */
export interface ContractSchema extends ReplySchema<unknown> {
  readonly '~standard': {
    readonly types?: { readonly input: unknown; readonly output: unknown } | undefined;
  };
}

/** What a schema accepts (a request body, path values, a query). */
export type InputOf<S> = S extends ContractSchema ? NonNullable<S['~standard']['types']>['input'] : never;
/** What a schema yields after parsing (an answer). */
export type OutputOf<S> = S extends ContractSchema ? NonNullable<S['~standard']['types']>['output'] : never;

/**
 * A route the JSON client can call: a JSON body or none, and JSON or empty answers. The slip's
 * multipart upload (upload.ts), gateways' raw bodies and image answers are out of its reach.
 */
export type JsonRoute = RouteDef & {
  body?: ContractSchema;
  replies: Partial<Record<200 | 201 | 202 | 204, ContractSchema | 'empty'>>;
};

type ReplyValue<Shape> = Shape extends 'empty' ? void : OutputOf<Shape>;

/** The answer of a successful call: each declared success answer's value (`'empty'` is void). */
export type RouteReply<R extends Pick<RouteDef, 'replies'>> = ReplyValue<R['replies'][keyof R['replies']]>;

type ParamsPart<R extends RouteDef> = [keyof PathParams<R>] extends [never]
  ? { params?: never }
  : { params: PathParams<R> & (R extends { params: infer P } ? InputOf<P> : unknown) };

type QueryPart<R extends RouteDef> = R extends { query: infer Q } ? { query: InputOf<Q> } : { query?: never };

type BodyPart<R extends RouteDef> = R extends { body: infer B } ? { body: InputOf<B> } : { body?: never };

/** What a call adds to the route: the path values, query and body it declares, and transport options. */
export type RouteRequest<R extends RouteDef> = ParamsPart<R> &
  QueryPart<R> &
  BodyPart<R> & {
    headers?: Record<string, string>;
    signal?: AbortSignal;
    timeoutMs?: number;
  };

/**
 * A route the contract marks idempotent (it moves money) takes the submission's key, which the
 * client sends as the Idempotency-Key header; no other route takes one.
 */
type KeyPart<R extends RouteDef> = R extends { idempotent: true }
  ? { idempotencyKey: string }
  : { idempotencyKey?: never };

/** Everything one call of the route takes. */
export type RouteCallOptions<R extends RouteDef> = RouteRequest<R> & KeyPart<R>;

/** An options argument, optional when it may be empty. */
type OptionsArg<O> = Record<string, never> extends O ? [options?: O] : [options: O];

/** The options argument of callRoute. */
export type RouteCallArgs<R extends RouteDef> = OptionsArg<RouteCallOptions<R>>;

/** The options argument without the idempotency key, for a caller that keeps the keys itself. */
export type RouteRequestArgs<R extends RouteDef> = OptionsArg<RouteRequest<R>>;
