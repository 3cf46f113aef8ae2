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
  'draws.verify': 'Check',
  'draws.verified': 'It matches: this is the result fixed before you played',
  'draws.mismatch': 'It does not match: it works out as “{outcome}”. Please contact support',
  'draws.plain': 'This result was fixed before you played; here is how to check it.',
  'draws.plainHow':
    'Tap “Check” on any draw: your phone works the result out again from what we locked in before the draw, and tells you whether it matches.',
  'draws.details': 'Technical details',
  'draws.odds': 'nonce {nonce} · odds: {odds}',
  'draws.roll': 'Recomputed roll: {roll}',
  'draws.serverSeed': 'Server seed',
};
