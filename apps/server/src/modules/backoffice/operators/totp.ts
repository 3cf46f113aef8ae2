import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { TotpEnrolment } from '@wallet/contract';

/** The issuer authenticator apps show next to the code. */
const ISSUER = 'Wallet back-office';

/** One step either side of now: a phone clock 30 s off still signs in. */
const TOLERANCE_S = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

/**
 * A secret no operator has, made at start and never stored: a sign-in of an unknown username or
 * of an operator without a secret still checks its code against this one, so every failed
 * sign-in does the same work (ADR 0051).
 */
export const DUMMY_TOTP_SECRET = newTotpSecret();

/** The otpauth URI, the same as an SVG QR code (data URL), and the secret for typing by hand. */
export async function totpEnrolment(username: string, secret: string): Promise<TotpEnrolment> {
  const otpauthUri = generateURI({ issuer: ISSUER, label: username, secret });
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', margin: 1 });
  return {
    otpauthUri,
    qrDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    secret,
  };
}

/**
 * The time step the code belongs to when it is right and newer than lastStep (a code is good
 * once: replaying it inside its 30 s is refused); undefined otherwise.
 */
export async function checkTotp(secret: string, code: string, lastStep: number): Promise<number | undefined> {
  // The functional verify answers HOTP's or TOTP's result type; with a secret and no counter it is TOTP's.
  const result = (await verify({
    secret,
    token: code,
    epochTolerance: TOLERANCE_S,
    afterTimeStep: lastStep,
  })) as {
    valid: boolean;
    timeStep?: number;
  };
  return result.valid ? result.timeStep : undefined;
}
