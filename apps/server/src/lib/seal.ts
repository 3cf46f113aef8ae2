import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Reversible encryption for values members must see again (game passwords): AES-256-GCM
 * with a key derived from the server secret, so a copied table alone does not reveal them.
 */
export class Sealer {
  private readonly key: Buffer;

  constructor(secret: string, purpose: string) {
    this.key = createHash('sha256').update(`${purpose}:${secret}`).digest();
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
  }

  open(sealed: string): string {
    const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', this.key, iv!);
    decipher.setAuthTag(tag!);
    return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
  }
}
