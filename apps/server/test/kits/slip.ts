import { randomBytes } from 'node:crypto';
import type { SlipEntry } from '@wallet/contract';
import { sandboxApi, slipApi } from '@wallet/contract';
import type { TestApp } from '../harness.ts';
import type { Player } from '../money.ts';
import { call } from '../call.ts';

/** Bangkok wall-clock HH:mm, `offsetMinutes` from now. */
function bangkokHm(offsetMinutes: number): string {
  const now = new Date();
  const minutes = (now.getUTCHours() * 60 + now.getUTCMinutes() + 7 * 60 + offsetMinutes + 2 * 1440) % 1440;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Sets the slip closed hours around now (closed) or away from now (open), through the app's settings (its cache drops at once). */
export async function setSlipWindow(t: TestApp, state: 'open' | 'closed'): Promise<void> {
  const slip =
    state === 'open'
      ? { closeFrom: bangkokHm(180), closeTo: bangkokHm(240) }
      : { closeFrom: bangkokHm(-60), closeTo: bangkokHm(60) };
  await t.settings.set({ slip });
}

/** A multipart/form-data body, built by hand so tests control every byte. */
export function multipart(
  parts: { name: string; filename?: string; type?: string; data: Buffer | string }[],
) {
  const boundary = `----slip${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function uploadSlip(t: TestApp, player: Player, image: Buffer, key?: string) {
  const form = multipart([{ name: 'file', filename: 'slip.png', type: 'image/png', data: image }]);
  const response = await call(t.app, slipApi.upload, {
    body: form.payload,
    headers: {
      ...player.headers,
      'content-type': form.contentType,
      ...(key ? { 'idempotency-key': key } : {}),
    },
  });
  return { statusCode: response.statusCode, body: response.json() as SlipEntry & { message?: string } };
}

export async function usernameOf(t: TestApp, player: Player): Promise<string> {
  const { rows } = await t.database.pool.query<{ username: string }>(
    'SELECT username FROM members WHERE id = $1',
    [player.memberId],
  );
  return rows[0]!.username;
}

/** A slip printed by the sandbox bank (GET /api/sandbox/slip), sent by the player unless told otherwise. */
export async function sandboxSlip(
  t: TestApp,
  query: Record<string, string | number> & { username?: string },
): Promise<{ image: Buffer; transRef: string }> {
  const response = await call(t.app, sandboxApi.slip, { query });
  if (response.statusCode !== 200) throw new Error(`sandbox slip failed: ${response.body}`);
  return { image: response.rawPayload, transRef: String(response.headers['x-trans-ref']) };
}

export async function steerVerifier(t: TestApp, mode: string, times?: number): Promise<void> {
  const response = await call(t.app, sandboxApi.slipVerifier, {
    body: { mode, ...(times ? { times } : {}) },
  });
  if (response.statusCode !== 200) throw new Error(`steer failed: ${response.body}`);
}
