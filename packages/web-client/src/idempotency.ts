import { IDEMPOTENCY_HEADER, type RouteDef } from '@wallet/contract';
import { isApiError } from './api-error.ts';

/** 32 hex characters; getRandomValues also works on plain-http pages, where randomUUID does not. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The Idempotency-Key header of a route the contract marks idempotent; none on any other route. */
export function keyHeaders(
  route: Pick<RouteDef, 'idempotent'>,
  key: string | undefined,
): Record<string, string> {
  return route.idempotent && key !== undefined ? { [IDEMPOTENCY_HEADER]: key } : {};
}

/** An error after which nobody knows whether the server moved the money. */
export function isOutcomeUnknown(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind !== 'server') return true;
  // A gateway's own error page (502/504 without our JSON body) says nothing about the request.
  return error.code.startsWith('HTTP_');
}

/**
 * The keys of one form's money submissions. Sending the same payload again after an unknown outcome
 * reuses the key, so the server replays its first answer instead of moving the money twice. A changed
 * payload, or any attempt the server did answer, makes the next submission a new one with a new key.
 */
export class SubmissionKeys {
  private pending: { fingerprint: string; key: string } | null = null;

  async submit<T>(payload: unknown, send: (key: string) => Promise<T>): Promise<T> {
    const fingerprint = JSON.stringify(payload);
    const key = this.pending?.fingerprint === fingerprint ? this.pending.key : newIdempotencyKey();
    this.pending = { fingerprint, key };
    try {
      const result = await send(key);
      this.pending = null;
      return result;
    } catch (error) {
      if (!isOutcomeUnknown(error)) this.pending = null;
      throw error;
    }
  }
}
