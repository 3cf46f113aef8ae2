import { SignedLinks } from '../../../lib/signed-link.ts';

/** Long enough to open the image from the slip list, short enough that a leaked link soon dies. */
export const SLIP_IMAGE_URL_TTL_S = 300;

/** Signed, short-lived links to a slip image (lib/signed-link.ts, shared with the chat's files). */
export class SlipImageUrls extends SignedLinks {
  constructor(secret: string) {
    super(
      secret,
      'slip-image',
      SLIP_IMAGE_URL_TTL_S,
      (reference) => `/api/statement/slip/image/${reference}`,
    );
  }
}
