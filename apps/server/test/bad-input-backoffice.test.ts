import { beforeAll, describe, expect, it } from 'vitest';
import { backofficeRoutes, errorCatalogue } from '@wallet/contract';
import { urlOf } from './call.ts';
import { useTestApp } from './fixture.ts';
import { bearer } from './members.ts';
import { control, garbage, huge, tableSnapshot } from './kits/bad-input.ts';
import { makeOperator, type TestOperator } from './kits/operators.ts';

/**
 * Every back-office endpoint, fed garbage in its path values, body and query: each answer must be
 * a catalogue code with a 4xx status (a GET may also just answer a narrower list), never a 5xx,
 * and no table may change.
 */
const t = useTestApp({ OPERATOR_LOGIN_LIMIT_PER_IP: '100000', OPERATOR_LOGIN_FAILURES: '100000' });
let admin: TestOperator;
beforeAll(async () => {
  admin = await makeOperator(t, 'admin');
});

/** Path values for back-office routes: real-looking ones that name nothing, and garbage. */
const BACKOFFICE_PARAMS: Record<string, string>[] = [
  {
    operatorId: '99999999',
    sessionId: 'no-such-session',
    withdrawalId: '99999999',
    reviewId: 'slip-99999999',
    adjustmentId: '99999999',
    changeId: '99999999',
    creditId: '99999999',
    memberId: '99999999',
    itemId: 'transfer-99999999',
    deviceId: 'dev_no_such_phone',
    conversationId: '99999999',
    batchId: '99999999',
    code: 'NO_SUCH_ROW',
    token: 'no-such-enrolment-link-0000000000000000000',
  },
  {
    operatorId: '-1',
    sessionId: control,
    withdrawalId: 'abc',
    reviewId: '../../etc',
    adjustmentId: '1e400',
    changeId: '-3',
    creditId: '1e400',
    memberId: 'x'.repeat(300),
    itemId: 'entry-1e400',
    deviceId: '../../etc/passwd',
    conversationId: '0',
    batchId: '1e400',
    code: '../../etc',
    token: '../../etc',
  },
];
const badQueries: Record<string, string>[] = [
  { page: '0' },
  { limit: '1000000' },
  { page: 'abc', limit: '-5' },
  { q: '' },
  { q: control },
  { q: huge.slice(0, 5000) },
  { from: 'yesterday', to: '2026-13-45' },
  { stage: 'LOST', status: 'MAYBE', channel: 'PIGEON', action: 'delete.everything', active: 'perhaps' },
  { memberId: 'abc', operatorId: '1.5' },
  { filter: 'everything', before: 'x', limit: '0', kind: 'pdf' },
];

describe.each(backofficeRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
  'back-office %s with bad input',
  (_name, route) => {
    it('answers a catalogue code with a 4xx status and changes nothing', async () => {
      const before = await tableSnapshot(t);
      const headers = {
        'content-type': 'application/json',
        ...bearer(admin.token),
        'idempotency-key': 'bad-input-key-1',
      };
      for (const params of BACKOFFICE_PARAMS) {
        const url = urlOf(route, params);
        const sends = route.body
          ? garbage.map((payload) => ({ url, payload: JSON.stringify(payload) }))
          : route.method === 'GET'
            ? badQueries.map((query) => ({ url: urlOf(route, params, query), payload: undefined }))
            : [];
        for (const send of sends) {
          const response = await t.app.inject({
            method: route.method,
            url: send.url,
            headers,
            ...(send.payload === undefined ? {} : { payload: send.payload }),
          });
          const label = `${send.url.slice(0, 120)} ${send.payload?.slice(0, 80) ?? ''} -> ${response.body.slice(0, 200)}`;
          if (response.statusCode < 400) {
            // A GET whose query only narrowed a list is no failure; nothing else may pass.
            expect(route.method, label).toBe('GET');
            continue;
          }
          expect(response.statusCode, label).toBeLessThan(500);
          const body = response.json();
          // A refused field is named beside the code (the back-office forms show it there).
          expect(Object.keys(body).filter((key) => key !== 'field')).toEqual(['message']);
          if ('field' in body) expect(typeof body.field, label).toBe('string');
          expect(Object.hasOwn(errorCatalogue, body.message), label).toBe(true);
        }
      }
      expect(await tableSnapshot(t)).toEqual(before);
    });
  },
);
