import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { gamesApi } from '@wallet/contract';
import { loadConfig } from './config.ts';
import { createHttpApp } from './http-app.ts';
import { urlForLog } from './lib/logger.ts';

/** The game launch route of the spec carries the game password in its path (issue 37). */
describe('no log line carries the game password of GET /api/autoLogin/:provider/:username/:password', () => {
  it('neither the request lines, an error of the route, nor a near miss that is not found', async () => {
    let output = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        output += chunk.toString();
        done();
      },
    });
    const app = await createHttpApp(
      loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        TOKEN_SECRET: 'x'.repeat(32),
        WEB_DIST: '/nonexistent',
      }),
      sink,
    );
    // The spec's path; the handler fails with the URL in its message, as a careless error would.
    app.get(gamesApi.launchWithPassword.path, (request) => {
      if ((request.params as { provider: string }).provider === 'broken')
        throw new Error(`failed: ${request.url}`);
      return { url: 'https://game.example/' };
    });
    await app.ready();
    const passwords = ['Pw-Launch-1111', 'Pw-Launch-2222', 'Pw-Launch-3333', 'Pw-Launch-4444'];
    const answers = await Promise.all([
      app.inject({ method: 'GET', url: `/api/autoLogin/pgslot/player1/${passwords[0]}?lang=th` }),
      app.inject({ method: 'GET', url: `/api/autoLogin/broken/player1/${passwords[1]}` }),
      app.inject({ method: 'GET', url: `/api/AUTOLOGIN/pgslot/player1/${passwords[2]}` }),
      app.inject({ method: 'GET', url: `/api/autoLogin/pgslot/player1/${passwords[3]}/extra/` }),
    ]);
    await app.close();
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 500, 404, 404]);

    expect(output).toContain('/api/autoLogin/pgslot/player1/[redacted]?lang=th');
    expect(output).toContain('unhandled error');
    expect(output).toContain('Route GET:/api/AUTOLOGIN/pgslot/player1/[redacted] not found');
    for (const password of passwords) expect(output).not.toContain(password);
  });

  it('leaves every other URL as it is', () => {
    for (const url of ['/api/autoLogin/pgslot/player1', '/api/account/profile?x=1', '/api/autoLogin/a'])
      expect(urlForLog(url)).toBe(url);
    expect(urlForLog('/api/autoLogin//p/u/secret')).toBe('/api/autoLogin//p/u/[redacted]');
  });
});
