import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DepositDeps } from '../deps.ts';

/** QR deposits (GET, POST, DELETE /api/qrcode/{channel}), the gateway webhook and its sandbox. */
export const qrDepositModule: FastifyPluginAsyncZod<DepositDeps> = async () => {};
