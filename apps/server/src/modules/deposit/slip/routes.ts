import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { slipApi } from '@wallet/contract';
import { fail } from '../../../lib/app-error.ts';
import { fromContract } from '../../../lib/contract-route.ts';
import type { FileStorage } from '../../../adapters/storage/port.ts';
import { readKept } from '../../../adapters/storage/checked-upload.ts';
import { sendIdempotent, type Idempotency } from '../../wallet/index.ts';
import { readUploadedFile } from '../../../lib/uploaded-file.ts';
import { CONTENT_TYPES, slipImageType } from './slip-image.ts';
import type { SlipImageUrls } from './slip-image-url.ts';
import { slipEntryOf, type SlipDeposits } from './slip-deposits.ts';
import type { SlipUploadLimits } from './slip-upload-limits.ts';
import type { SlipRepo } from './slip-repo.ts';

export interface SlipRouteDeps {
  slips: SlipDeposits;
  repo: SlipRepo;
  storage: FileStorage;
  urls: SlipImageUrls;
  idempotency: Idempotency;
  limits: SlipUploadLimits;
}

export const slipRoutes: FastifyPluginAsyncZod<SlipRouteDeps> = async (app, deps) => {
  const { slips, repo, storage, urls, idempotency, limits } = deps;

  app.route({
    ...fromContract(app, slipApi.upload),
    handler: async (request, reply) => {
      const { memberId } = request.member;
      await slips.assertOpen();
      // Taken before the body is read or decoded: the limit must hold under parallel uploads (ADR 0027).
      await limits.takeUpload(memberId);
      // A cap past the multipart plugin's limit (or a body that breaks off) is an unreadable slip.
      const { data: image } = await readUploadedFile(request, {
        missing: 'SLIP_NO_FILE',
        unreadable: 'SLIP_INVALID_FILE',
      });
      // A retry with the same key and the same image gets the first answer (ADR 0020).
      return sendIdempotent(
        idempotency,
        request,
        reply,
        async (opKey) => ({ status: 200, body: await slips.upload(memberId, image, request.log, opKey) }),
        { boundTo: { sha256: createHash('sha256').update(image).digest('base64url') } },
      );
    },
  });

  app.route({
    ...fromContract(app, slipApi.list),
    handler: async (request) => {
      const { total, rows } = await repo.page(request.member.memberId, request.body.page, request.body.limit);
      return { total, slips: rows.map(slipEntryOf) };
    },
  });

  app.route({
    ...fromContract(app, slipApi.reference),
    handler: async (request) => {
      const slip = await repo.byReference(request.params.reference);
      // Another member's slip answers exactly like a missing one.
      if (!slip || slip.memberId !== request.member.memberId) fail('NO_DATA');
      return { url: urls.urlFor(slip.reference) };
    },
  });

  app.route({
    ...fromContract(app, slipApi.image),
    handler: async (request, reply) => {
      const { reference } = request.params;
      const { expires, signature } = request.query;
      if (!urls.isValid(reference, expires, signature)) fail('NO_DATA');
      const slip = (await repo.byReference(reference)) ?? fail('NO_DATA');
      const image = (await readKept(storage.get(slip.fileKey))) ?? fail('NO_DATA');
      const type = slipImageType(image) ?? fail('NO_DATA');
      const maxAge = Math.max(0, expires - Math.floor(Date.now() / 1000));
      return reply
        .header('content-type', CONTENT_TYPES[type])
        .header('cache-control', `private, max-age=${maxAge}`)
        .header('x-content-type-options', 'nosniff')
        .send(image);
    },
  });
};
