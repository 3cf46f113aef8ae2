import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { authApi } from '@wallet/contract';

/**
 * The known-device cookie of member login (ADR 0128, OWASP's "device cookies" against lockout
 * abuse). A successful login leaves one on the device: the member's id, when it was issued, a
 * random id, sealed with the server's secret. Presented again with the right password of the
 * same member, it lets the login through while strangers have the phone locked; its failures
 * count against the cookie's own budget, not the phone's. HttpOnly, sent to the login route
 * only, SameSite=Strict: no script reads it, and no other site can make a browser present it.
 */
export const DEVICE_COOKIE = 'wallet_device';
/** Half a year: a member who signs in now and then keeps the device known. */
const LIFETIME_S = 180 * 86_400;

export interface KnownDevice {
  memberId: number;
  /** The cookie's own random id: its failures are counted under it. */
  id: string;
}

export class DeviceCookies {
  private readonly key: string;

  constructor(secret: string) {
    this.key = `${secret}:member-device`;
  }

  /**
   * A new cookie value for the member's device. The id of the cookie the device presented, whoever
   * it was issued to, is kept: one browser keeps one id across logins and members, which is what
   * the member page's devices and the SHARED_DEVICE signal compare (ADR 0182).
   */
  issue(memberId: number, id: string = randomBytes(12).toString('base64url')): string {
    const body = `${memberId}.${Math.floor(Date.now() / 1000)}.${id}`;
    return `${body}.${this.mac(body)}`;
  }

  /** The device a Cookie header names, when its cookie is ours, whole and not too old. */
  read(cookieHeader: string | undefined): KnownDevice | undefined {
    const value = cookieValue(cookieHeader, DEVICE_COOKIE);
    const parts = value?.split('.');
    if (!parts || parts.length !== 4) return undefined;
    const [memberId, issuedAt, id, mac] = parts as [string, string, string, string];
    const body = `${memberId}.${issuedAt}.${id}`;
    const expected = Buffer.from(this.mac(body));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    if (Number(issuedAt) + LIFETIME_S <= Date.now() / 1000) return undefined;
    return { memberId: Number(memberId), id };
  }

  /** The random id inside a value this class issued. */
  idOf(value: string): string {
    return value.split('.')[2]!;
  }

  private mac(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}

/** The Set-Cookie header that leaves `value` on the device (Secure when the page came over https). */
export function deviceCookieHeader(value: string, secure: boolean): string {
  return [
    `${DEVICE_COOKIE}=${value}`,
    `Max-Age=${LIFETIME_S}`,
    `Path=${authApi.login.path}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of header?.split(';') ?? []) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}
