import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pushApi } from '@wallet/contract';
import type { VapidKeys } from '../../config.ts';
import { fail } from '../../lib/app-error.ts';
import { fromContract } from '../../lib/contract-route.ts';
import type { PushSubscriptions } from './subscriptions.ts';

/** The push service hosts a subscription may name (PUSH_SERVICE_HOSTS): the server posts there. */
export type PushHostCheck = (endpoint: string) => boolean;

export const pushRoutes: FastifyPluginAsyncZod<{
  subscriptions: PushSubscriptions;
  vapid: VapidKeys | undefined;
  allowedHost: PushHostCheck;
  /** A member's device was subscribed (every node's set of members with devices hears it). */
  subscribed: (memberId: number) => void;
}> = async (app, { subscriptions, vapid, allowedHost, subscribed }) => {
  app.route({
    ...fromContract(app, pushApi.publicKey),
    handler: async () => ({ enabled: vapid !== undefined, publicKey: vapid?.publicKey ?? null }),
  });

  app.route({
    ...fromContract(app, pushApi.subscribe),
    handler: async (request, reply) => {
      if (!vapid) fail('PUSH_OFF');
      // The server posts to whatever a subscription names: only to the browsers' push services.
      if (!allowedHost(request.body.endpoint)) fail('KEY_INVALID');
      await subscriptions.subscribe(request.member.memberId, request.member.sessionId, request.body);
      subscribed(request.member.memberId);
      return reply.status(204).send();
    },
  });

  app.route({
    ...fromContract(app, pushApi.unsubscribe),
    handler: async (request, reply) => {
      await subscriptions.unsubscribe(request.member.memberId, request.body.endpoint);
      return reply.status(204).send();
    },
  });
};
