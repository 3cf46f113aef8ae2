import { describe, expect, it } from 'vitest';
import { pushApi } from '@wallet/contract';
import { call } from '../../../test/call.ts';
import { useTestApp } from '../../../test/fixture.ts';
import { fundedPlayer } from '../../../test/money.ts';

/** No VAPID keys and no sandbox to make them: push is off, and the routes say so (ADR 0156). */
const t = useTestApp({ SANDBOX: 'false' });

describe('push without VAPID keys', () => {
  it('answers that it is off, refuses a subscription with PUSH_OFF, and stores none', async () => {
    expect((await call(t.app, pushApi.publicKey)).json()).toEqual({ enabled: false, publicKey: null });
    const player = await fundedPlayer(t, 0);
    const response = await call(t.app, pushApi.subscribe, {
      body: {
        endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
        keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
        language: 'th',
      },
      headers: player.headers,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'PUSH_OFF' });
    const { rows } = await t.database.pool.query('SELECT 1 FROM push_subscriptions');
    expect(rows).toHaveLength(0);
  });
});
