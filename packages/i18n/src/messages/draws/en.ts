import type { thDrawsMessages } from './th.ts';

export const enDrawsMessages: Record<keyof typeof thDrawsMessages, string> = {
  'draws.open': 'Check that draws are fair',
  'draws.title': 'Verify your draws',
  'draws.how':
    'Every draw is HMAC-SHA256(server seed, client seed:nonce). The server seed’s hash is shown before the draw and the seed is revealed after it, so you can recompute the result yourself.',
  'draws.nextHash': 'Hash of the next server seed',
  'draws.clientSeed': 'Your client seed',
  'draws.saveSeed': 'Save client seed',
  'draws.seedSaved': 'Client seed saved',
  'draws.nonce': 'Next nonce: {nonce}',
  'draws.empty': 'No draws yet',
  'draws.purposeInviteClaim': 'Referral bonus',
  'draws.purposeRefundAdd': 'Refund to wallet',
  'draws.purposeSpin': 'Lucky wheel spin',
  'draws.outcomeSuccess': 'Success',
  'draws.outcomeFail': 'Not successful',
  'draws.verify': 'Verify',
  'draws.verified': 'Verified: the hash matches and the draw recomputes to the same result (roll {roll})',
  'draws.mismatch': 'Mismatch: the draw recomputes to {outcome} (roll {roll})',
  'draws.serverSeed': 'Server seed',
};
