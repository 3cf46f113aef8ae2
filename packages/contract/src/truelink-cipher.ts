/**
 * The TrueMoney gift-link envelope (spec doc 2 section 7): the web app encrypts
 * `{link}::{walletAccountName}` with a secret shared with the server. The secret ships in the
 * web bundle, so this hides the link from casual logging only; TLS is the real protection
 * (ADR 0019). AES-256-GCM, key = SHA-256(secret), answer = base64url(iv[12] || ciphertext+tag).
 * WebCrypto, so the browser and the server run the same code.
 */
export const TRUELINK_SEPARATOR = '::';
/** The secret used when none is configured (VITE_TRUELINK_SECRET, TRUELINK_SECRET): demos and tests. */
export const TRUELINK_DEFAULT_SECRET = 'truelink-demo-secret-change-me';

const encoder = new TextEncoder();

async function keyOf(secret: string) {
  const digest = await crypto.subtle.digest('SHA-256', encoder.encode(secret));
  return crypto.subtle.importKey('raw', digest, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  try {
    return Uint8Array.from(atob(padded), (char: string) => char.charCodeAt(0));
  } catch {
    return undefined;
  }
}

export async function encryptTrueLink(
  link: string,
  walletAccountName: string,
  secret: string,
): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = encoder.encode(`${link}${TRUELINK_SEPARATOR}${walletAccountName}`);
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await keyOf(secret), plain),
  );
  const out = new Uint8Array(iv.length + sealed.length);
  out.set(iv);
  out.set(sealed, iv.length);
  return toBase64Url(out);
}

/** The link and wallet account name, or undefined when the text was not sealed with this secret. */
export async function decryptTrueLink(
  sealed: string,
  secret: string,
): Promise<{ link: string; walletAccountName: string } | undefined> {
  const bytes = fromBase64Url(sealed);
  if (!bytes || bytes.length < 12 + 16) return undefined;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.slice(0, 12) },
      await keyOf(secret),
      bytes.slice(12),
    );
    const text = new TextDecoder('utf-8', { fatal: true }).decode(plain);
    const at = text.lastIndexOf(TRUELINK_SEPARATOR);
    if (at < 0) return undefined;
    return { link: text.slice(0, at), walletAccountName: text.slice(at + TRUELINK_SEPARATOR.length) };
  } catch {
    return undefined;
  }
}
