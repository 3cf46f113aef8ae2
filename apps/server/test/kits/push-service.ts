import { execFileSync } from 'node:child_process';
import {
  createECDH,
  createDecipheriv,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A push service as browsers' vendors run one (RFC 8030), for the server's tests: HTTPS on
 * 127.0.0.1 with its own certificate (`agent` trusts it), answering a POST to a subscription's
 * endpoint with 201 once it has checked what RFC 8030, 8291 and 8292 ask of the request (TTL, an
 * aes128gcm body, a VAPID token signed by the key it names for this audience), and decrypting the
 * body as the device would. A device can be made gone (410) or broken (500).
 */

export interface ReceivedPush {
  device: string;
  headers: Record<string, string | string[] | undefined>;
  /** The VAPID token's claims and the key it was signed with. */
  vapid: { aud: string; exp: number; sub: string; publicKey: string };
  /** The decrypted message. */
  payload: { title: string; body: string; url: string; tag: string };
}

/** A browser's side of one subscription: the keys a device makes, and its endpoint. */
export class FakeDevice {
  readonly ecdh: ECDH = createECDH('prime256v1');
  readonly auth = randomBytes(16);
  constructor(
    readonly name: string,
    readonly endpoint: string,
  ) {
    this.ecdh.generateKeys();
  }

  /** What PushSubscription.toJSON() gives the page. */
  subscription() {
    return {
      endpoint: this.endpoint,
      keys: { p256dh: this.ecdh.getPublicKey().toString('base64url'), auth: this.auth.toString('base64url') },
    };
  }

  /** RFC 8291 on the receiving side: the aes128gcm record (RFC 8188) opened with the device's keys. */
  decrypt(body: Buffer): string {
    const salt = body.subarray(0, 16);
    const recordSize = body.readUInt32BE(16);
    const keyIdLength = body[20]!;
    const senderKey = body.subarray(21, 21 + keyIdLength);
    const cipherText = body.subarray(21 + keyIdLength);
    if (keyIdLength !== 65) throw new Error(`keyid is not a P-256 point: ${keyIdLength} bytes`);
    if (cipherText.length > recordSize) throw new Error('more than one record');
    const shared = this.ecdh.computeSecret(senderKey);
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), this.ecdh.getPublicKey(), senderKey]);
    const ikm = Buffer.from(hkdfSync('sha256', shared, this.auth, keyInfo, 32));
    const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
    const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
    const padded = Buffer.concat([
      decipher.update(cipherText.subarray(0, cipherText.length - 16)),
      decipher.final(),
    ]);
    // The last record's delimiter is 0x02, then padding zeros.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end -= 1;
    if (padded[end] !== 2) throw new Error('no last-record delimiter');
    return padded.subarray(0, end).toString('utf8');
  }
}

/** The VAPID header (RFC 8292): `vapid t=<JWT>, k=<public key>`, the JWT's ES256 signature checked. */
function checkVapid(authorization: string | undefined): ReceivedPush['vapid'] {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [token, key] = [match[1]!, match[2]!];
  const [header, claims, signature] = token.split('.') as [string, string, string];
  if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'ES256') throw new Error('not ES256');
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('VAPID signature does not verify');
  const { aud, exp, sub } = JSON.parse(Buffer.from(claims, 'base64url').toString()) as ReceivedPush['vapid'];
  return { aud, exp, sub, publicKey: key };
}

export class FakePushService {
  readonly received: ReceivedPush[] = [];
  /** Requests refused for breaking the protocol, with why. */
  readonly refused: string[] = [];
  private readonly devices = new Map<string, FakeDevice>();
  private readonly answers = new Map<string, number>();

  private constructor(
    private readonly server: Server,
    readonly origin: string,
    readonly agent: Agent,
  ) {}

  static async start(): Promise<FakePushService> {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'fake-push-'));
    try {
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'ec',
          '-pkeyopt',
          'ec_paramgen_curve:prime256v1',
          '-nodes',
          '-keyout',
          path.join(folder, 'key.pem'),
          '-out',
          path.join(folder, 'cert.pem'),
          '-days',
          '1',
          '-subj',
          '/CN=127.0.0.1',
          '-addext',
          'subjectAltName=IP:127.0.0.1',
        ],
        { stdio: 'ignore' },
      );
      const key = readFileSync(path.join(folder, 'key.pem'));
      const cert = readFileSync(path.join(folder, 'cert.pem'));
      // The server answers through the service made once it listens.
      const made: { service?: FakePushService } = {};
      const server = createServer({ key, cert }, (request, response) => {
        const chunks: Buffer[] = [];
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', () =>
          made.service!.answer(
            request.method ?? '',
            request.url ?? '',
            request.headers,
            Buffer.concat(chunks),
            response,
          ),
        );
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      made.service = new FakePushService(server, `https://127.0.0.1:${port}`, new Agent({ ca: cert }));
      return made.service;
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }

  /** A new browser subscription on this service. */
  device(name: string): FakeDevice {
    const device = new FakeDevice(name, `${this.origin}/push/${name}-${randomBytes(8).toString('hex')}`);
    this.devices.set(new URL(device.endpoint).pathname, device);
    return device;
  }

  /** From now on the service answers this status for the device (410: unsubscribed). */
  answerFor(device: FakeDevice, status: number): void {
    this.answers.set(new URL(device.endpoint).pathname, status);
  }

  pushesTo(device: FakeDevice): ReceivedPush[] {
    return this.received.filter((push) => push.device === device.name);
  }

  /** Waits until the device has been sent `count` pushes (answered or not). */
  async waitFor(device: FakeDevice, count: number, timeoutMs = 5000): Promise<ReceivedPush[]> {
    const until = Date.now() + timeoutMs;
    while (this.pushesTo(device).length < count) {
      if (this.refused.length > 0) throw new Error(`push refused: ${this.refused.join('; ')}`);
      if (Date.now() > until)
        throw new Error(`${device.name}: ${this.pushesTo(device).length} pushes, waited for ${count}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return this.pushesTo(device);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private answer(
    method: string,
    url: string,
    headers: ReceivedPush['headers'],
    body: Buffer,
    response: import('node:http').ServerResponse,
  ): void {
    const device = this.devices.get(url);
    try {
      if (method !== 'POST') throw new Error(`method ${method}`);
      if (!device) {
        response.writeHead(404).end();
        return;
      }
      if (!/^\d+$/.test(String(headers.ttl ?? ''))) throw new Error(`TTL header ${headers.ttl}`);
      if (headers['content-encoding'] !== 'aes128gcm')
        throw new Error(`Content-Encoding ${headers['content-encoding']}`);
      if (headers['content-type'] !== 'application/octet-stream')
        throw new Error(`Content-Type ${headers['content-type']}`);
      // RFC 8030 §5.2: the push message is at most 4096 octets.
      if (body.length > 4096) throw new Error(`body of ${body.length} bytes`);
      const vapid = checkVapid(headers.authorization as string | undefined);
      if (vapid.aud !== this.origin) throw new Error(`VAPID aud ${vapid.aud}`);
      const nowS = Date.now() / 1000;
      if (vapid.exp <= nowS || vapid.exp > nowS + 24 * 3600) throw new Error(`VAPID exp ${vapid.exp}`);
      const payload = JSON.parse(device.decrypt(body)) as ReceivedPush['payload'];
      this.received.push({ device: device.name, headers, vapid, payload });
    } catch (error) {
      this.refused.push(String(error));
      response.writeHead(400).end();
      return;
    }
    const status = this.answers.get(url) ?? 201;
    response.writeHead(
      status,
      status === 201 ? { location: `${this.origin}/message/${randomBytes(4).toString('hex')}` } : {},
    );
    response.end();
  }
}
