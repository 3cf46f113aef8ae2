import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SITE_IMAGE_MAX_MB, siteImagesApi, siteImagesPublicApi } from '@wallet/contract';
import { fail } from '../../lib/app-error.ts';
import { fromContract } from '../../lib/contract-route.ts';
import type { OperatorSide } from '../../lib/operator-side.ts';
import type { SiteImages } from './site-images.ts';
import type { SettingChangeRequests } from './change-requests.ts';
import { settingChangeRoutes } from './change-request-routes.ts';
import type { SettingGroupChanges } from './group-changes.ts';
import { settingGroupRoutes } from './group-routes.ts';

/**
 * The site group (the site switch, OTP at registration, the chat widget, the site's name), and the
 * wallet's (the second approver's limits on operator credits): the ledger imports no module, so
 * its group is registered here. And the operators' site images: an admin uploads, anyone reads
 * (ADR 0108).
 */
export const settingsOperatorRoutes: FastifyPluginAsyncZod<{
  changes: SettingGroupChanges;
  requests: SettingChangeRequests;
  operators: OperatorSide;
  images: SiteImages;
}> = async (app, { changes, requests, operators, images }) => {
  await app.register(settingGroupRoutes, { group: 'site', changes, operators });
  await app.register(settingGroupRoutes, { group: 'wallet', changes, operators });
  await app.register(settingChangeRoutes, { requests, operators });
  await app.register(async (scope) => {
    // Multipart bodies are parsed in this scope only; the upload sets its own size cap.
    await scope.register(multipart, {
      limits: { fileSize: SITE_IMAGE_MAX_MB * 1024 * 1024, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    });
    scope.route({
      ...fromContract(scope, siteImagesApi.upload),
      handler: async (request) => images.upload(operators.actorOf(request), request),
    });
  });
  app.route({
    ...fromContract(app, siteImagesPublicApi.file),
    handler: async (request, reply) => {
      const image = (await images.open(request.params.file)) ?? fail('NO_DATA');
      // A name is never reused (a random reference): the image may be kept for good.
      return reply
        .header('content-type', image.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(image.stream);
    },
  });
};
