import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SITE_GONE } from '@wallet/contract';
import { AppError } from '../../lib/app-error.ts';
import type { SettingsService } from './service.ts';

/**
 * Paths a closed site still answers: the sandbox (to reopen it in tests), the API docs, the
 * payment gateways' webhooks (a member's payment that arrives while the site is closed is still
 * the member's money, and must be booked), and the back-office: closing the member site is an
 * operator's switch, and the operators who must reopen it and work the queues keep their site
 * (ADR 0086).
 */
const ALWAYS_OPEN = ['/api/sandbox/', '/api/docs', '/api/payments/webhook/', '/api/backoffice/'];

/** When an operator closes the site, every API call answers 410 `gone` and clients go to /terminated. */
export const siteSwitch = fp(
  async (app: FastifyInstance, { settings }: { settings: SettingsService }) => {
    // Callback style with a synchronous cache hit: this runs before every API request.
    app.addHook('onRequest', (request, _reply, done) => {
      const url = request.url;
      if (!url.startsWith('/api/') || ALWAYS_OPEN.some((prefix) => url.startsWith(prefix))) return done();
      // Through the one error handler, as every refusal: `{ message: 'gone' }` with its 410.
      const answer = (active: boolean) => (active ? done() : done(new AppError(SITE_GONE)));
      const cached = settings.peek('siteActive');
      if (cached !== undefined) return answer(cached);
      settings.get('siteActive').then(answer, done);
    });
  },
  { name: 'site-switch' },
);
