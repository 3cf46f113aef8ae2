import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Currency } from '@wallet/contract';

/**
 * The transfer-wallet protocol (docs/providers/transfer-wallet.md): the one place its headers,
 * signature and error codes are spelled, shared by our adapter, the sandbox bridge and the
 * conformance run, so the three cannot drift apart.
 */
export const TIMESTAMP_HEADER = 'x-tw-timestamp';
export const SIGNATURE_HEADER = 'x-tw-signature';

/** How far a request's timestamp may be from the bridge's clock, either way. */
export const TIMESTAMP_WINDOW_S = 300;

/**
 * A transfer (deposit, withdraw) signed longer ago than this is refused, never applied: past
 * RECOVERY_AGE_MS (60 s) our recovery reads "not found" as final and returns the money, so a
 * transfer held in some queue must not land after it. Keep RECOVERY_AGE_MS above it.
 */
export const TRANSFER_MAX_AGE_S = 30;

/** The error codes a bridge answers in `{ "error": CODE }`, with the HTTP status of each. */
export const PROTOCOL_ERRORS = {
  BAD_SIGNATURE: 401,
  STALE_TIMESTAMP: 401,
  BAD_REQUEST: 400,
  UNKNOWN_USER: 404,
  TRANSFER_NOT_FOUND: 404,
  INSUFFICIENT_BALANCE: 422,
  REFERENCE_CONFLICT: 409,
  REFUSED: 403,
} as const;

export type ProtocolError = keyof typeof PROTOCOL_ERRORS;

export type TransferType = 'deposit' | 'withdraw';

/**
 * A transfer as the bridge records it under our reference; `amount` is positive minor units of
 * `currency`, the account's: a bridge refuses a transfer in another currency, never converts (ADR 0159).
 */
export interface TransferRecord {
  reference: string;
  type: TransferType;
  username: string;
  amount: number;
  currency: Currency;
  status: 'applied';
}

/**
 * HMAC-SHA256, hex, over `timestamp \n METHOD \n path-with-query \n body` (an empty body for
 * GET). The newlines keep the parts apart: no path and body can be shifted into one another.
 */
export function signRequest(
  key: string,
  timestamp: string,
  method: string,
  pathWithQuery: string,
  body: string,
): string {
  return createHmac('sha256', key)
    .update(`${timestamp}\n${method.toUpperCase()}\n${pathWithQuery}\n${body}`)
    .digest('hex');
}

/** The signing headers of a request made now. */
export function signedHeaders(
  key: string,
  method: string,
  pathWithQuery: string,
  body: string,
  now = Date.now(),
): Record<string, string> {
  const timestamp = String(Math.floor(now / 1000));
  return {
    [TIMESTAMP_HEADER]: timestamp,
    [SIGNATURE_HEADER]: signRequest(key, timestamp, method, pathWithQuery, body),
  };
}

/** Why a request's signature is not accepted, or undefined when it is. */
export function checkSignature(
  key: string,
  headers: Record<string, string | string[] | undefined>,
  method: string,
  pathWithQuery: string,
  body: string,
  now = Date.now(),
): 'BAD_SIGNATURE' | 'STALE_TIMESTAMP' | undefined {
  const timestamp = headers[TIMESTAMP_HEADER];
  const signature = headers[SIGNATURE_HEADER];
  if (typeof timestamp !== 'string' || typeof signature !== 'string') return 'BAD_SIGNATURE';
  if (!/^\d{1,12}$/.test(timestamp)) return 'BAD_SIGNATURE';
  const expected = Buffer.from(signRequest(key, timestamp, method, pathWithQuery, body));
  const given = Buffer.from(signature.toLowerCase());
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'BAD_SIGNATURE';
  // Checked after the MAC, so an unsigned caller learns nothing about the clock.
  if (Math.abs(Number(timestamp) - now / 1000) > TIMESTAMP_WINDOW_S) return 'STALE_TIMESTAMP';
  return undefined;
}

/** Whether a (correctly signed) transfer is too old to be applied now (TRANSFER_MAX_AGE_S). */
export function tooLateToApply(headers: Record<string, string | string[] | undefined>, now = Date.now()) {
  return now / 1000 - Number(headers[TIMESTAMP_HEADER]) > TRANSFER_MAX_AGE_S;
}

const segment = (value: string) => encodeURIComponent(value);

/** The protocol's paths, relative to the bridge's base URL. */
export const paths = {
  accounts: (provider: string) => `/providers/${segment(provider)}/accounts`,
  balance: (provider: string, username: string) =>
    `/providers/${segment(provider)}/accounts/${segment(username)}/balance`,
  password: (provider: string, username: string) =>
    `/providers/${segment(provider)}/accounts/${segment(username)}/password`,
  launch: (provider: string, username: string) =>
    `/providers/${segment(provider)}/accounts/${segment(username)}/launch`,
  transfers: (provider: string) => `/providers/${segment(provider)}/transfers`,
  transfer: (provider: string, reference: string) =>
    `/providers/${segment(provider)}/transfers/${segment(reference)}`,
};
