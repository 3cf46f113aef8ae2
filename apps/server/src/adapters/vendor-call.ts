/**
 * One HTTP call to a vendor's published API, bounded by our deadline (ADR 0066): the answer's
 * status and JSON body (undefined when the body is not JSON), or what kept us from one. The
 * deadline covers reading the body too, so a vendor that sends headers and then stalls is late.
 * Nothing here logs: requests carry credentials and answers carry members' bank details.
 */
export type VendorReply =
  | { kind: 'answer'; status: number; body: unknown }
  | { kind: 'timeout' }
  | { kind: 'unreachable'; reason: string };

export async function callVendor(url: string, init: RequestInit, timeoutMs: number): Promise<VendorReply> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const text = await response.text();
    let body: unknown;
    try {
      body = text ? (JSON.parse(text) as unknown) : undefined;
    } catch {
      body = undefined;
    }
    return { kind: 'answer', status: response.status, body };
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') return { kind: 'timeout' };
    return { kind: 'unreachable', reason: error instanceof Error ? error.message : 'network error' };
  }
}

/** HTTP Basic credentials, as Twilio and ThaiBulkSMS take them. */
export function basicAuth(user: string, password: string): string {
  return `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
}

/** A base URL without its trailing slash, so paths join the same way whatever was configured. */
export function trimBase(url: string): string {
  return url.replace(/\/+$/, '');
}

/**
 * The harmless call `npm run doctor` makes to check a vendor's credentials (quota, balance):
 * resolves with one short line of what the vendor said, rejects with why it failed.
 */
export interface CredentialCheck {
  checkCredentials(): Promise<string>;
}

/** A doctor check's failure, in words naming what to look at; never a credential. */
export class CredentialCheckError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CredentialCheckError';
  }
}

/** What a reply that is not the vendor's answer says, for a doctor line. */
export function replyProblem(reply: VendorReply): string {
  if (reply.kind === 'timeout') return 'no answer in time';
  if (reply.kind === 'unreachable') return `unreachable (${reply.reason})`;
  return `answered HTTP ${reply.status}`;
}
