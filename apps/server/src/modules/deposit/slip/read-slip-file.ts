import type { FastifyRequest } from 'fastify';
import { fail } from '../../../lib/app-error.ts';

/**
 * The `file` part of a multipart upload. No form or no `file` part is SLIP_NO_FILE; a file over
 * the size cap (or a body that breaks off) is SLIP_INVALID_FILE. The cap is set where the
 * multipart plugin is registered.
 */
export async function readSlipFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) fail('SLIP_NO_FILE');
  const part = await request.file().catch(() => undefined);
  if (!part || part.fieldname !== 'file') fail('SLIP_NO_FILE');
  try {
    return await part.toBuffer();
  } catch {
    fail('SLIP_INVALID_FILE');
  }
}
