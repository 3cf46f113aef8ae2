import type { z } from 'zod';
import type { ErrorCode } from '../errors.ts';
import type { OperatorRole } from '../backoffice/roles.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call a route: a member's bearer token, anyone, a payment gateway (its signature is
 * the authentication), the sandbox API (registered only when the sandbox is on), or an
 * operator's bearer token with one of the route's `roles` (the back-office).
 */
export type RouteAccess = 'member' | 'public' | 'gateway' | 'sandbox' | 'operator';

/** A success answer: a JSON shape, no body (204), or bytes that are not JSON (an image). */
export type ReplyShape = z.ZodType | 'empty' | 'binary';

/**
 * One endpoint, declared once: the server registers it from this, the web calls through it,
 * tests and the browser specs address it by it, and the OpenAPI document lists its codes.
 */
export interface RouteDef {
  method: HttpMethod;
  /** Fastify-style path; `:name` segments are filled by pathOf. */
  path: string;
  access: RouteAccess;
  /** The OpenAPI tag. */
  tag: string;
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body, a multipart form (the slip image), or the raw bytes a gateway signed. */
  body?: z.ZodType | 'multipart' | 'raw';
  /** Success statuses and their answers. */
  replies: Partial<Record<200 | 201 | 202 | 204, ReplyShape>>;
  /**
   * The catalogue codes this route answers besides the ones every route may (CODES_OF_EVERY_ROUTE)
   * and, on member routes, the session codes (CODES_OF_MEMBER_ROUTES).
   */
  codes: readonly ErrorCode[];
  /** Money-moving: takes an Idempotency-Key, and a retry with it gets the first answer. */
  idempotent?: boolean;
  /** Operator routes: the roles that may call it (any other role gets FORBIDDEN_ROLE). */
  roles?: readonly OperatorRole[];
  /**
   * Member routes a session opened with an operator's one-time password may call (changing the
   * password, logout); every other member route answers it PASSWORD_CHANGE_REQUIRED (ADR 0053).
   */
  passwordChangeSession?: 'allowed';
  /**
   * Operator routes: also open to the session of an operator with no TOTP secret yet, which may
   * only enrol one; every other operator route answers it TOTP_ENROLMENT_REQUIRED (ADR 0051).
   */
  enrolment?: true;
}

/** A back-office route: operator access with its roles, or the operator sign-in (public). */
export type OperatorRouteDef = RouteDef &
  ({ access: 'operator'; roles: readonly OperatorRole[] } | { access: 'public'; roles?: undefined });

export function defineRoute<const R extends RouteDef>(route: R): R {
  return route;
}

export function defineOperatorRoute<const R extends OperatorRouteDef>(route: R): R {
  return route;
}

/** Bad input (KEY_INVALID, KEY_MISSING), a closed site (gone), and the answer to the unexpected. */
export const CODES_OF_EVERY_ROUTE = ['KEY_INVALID', 'KEY_MISSING', 'gone', 'INTERNAL_SERVER_ERROR'] as const;

/** A member route's session answers (spec doc 1 section 4: they send the client to /login). */
export const CODES_OF_MEMBER_ROUTES = [
  'UNAUTHORIZED',
  'EXPIRED_AUTH_TOKEN',
  'INVALID_USER_1',
  'INVALID_USER_2',
  // A member an operator locked (issue 10).
  'INACTIVE_USER',
] as const;

/** What a member route that a one-time password's session may not call answers it (ADR 0053). */
export const CODES_OF_FULL_MEMBER_ROUTES = ['PASSWORD_CHANGE_REQUIRED'] as const;

/**
 * An operator route's session answers: no, unknown, revoked or member token; idle too long; wrong
 * role; an operator who must enrol TOTP first (not on the enrolment route itself).
 */
export const CODES_OF_OPERATOR_ROUTES = [
  'UNAUTHORIZED',
  'EXPIRED_AUTH_TOKEN',
  'FORBIDDEN_ROLE',
  'TOTP_ENROLMENT_REQUIRED',
] as const;

/** Every code a route may answer, in the order the OpenAPI document lists them. */
export function codesOf(route: RouteDef): ErrorCode[] {
  const session: readonly ErrorCode[] =
    route.access === 'member'
      ? route.passwordChangeSession === 'allowed'
        ? CODES_OF_MEMBER_ROUTES
        : [...CODES_OF_MEMBER_ROUTES, ...CODES_OF_FULL_MEMBER_ROUTES]
      : route.access === 'operator'
        ? CODES_OF_OPERATOR_ROUTES.filter((code) => !(route.enrolment && code === 'TOTP_ENROLMENT_REQUIRED'))
        : [];
  return [...new Set<ErrorCode>([...route.codes, ...session, ...CODES_OF_EVERY_ROUTE])];
}

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values a route's path needs, by name. */
export type PathParams<R extends { path: string }> = Record<ParamNames<R['path']>, string | number>;

/** The route's path with each `:name` replaced by its value, encoded as one path segment. */
export function pathOf<R extends { path: string }>(
  route: R,
  ...values: [ParamNames<R['path']>] extends [never] ? [] : [PathParams<R>]
): string {
  const params = (values[0] ?? {}) as Record<string, string | number>;
  return route.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`pathOf: ${route.path} needs ${name}`);
    return encodeURIComponent(String(value));
  });
}
