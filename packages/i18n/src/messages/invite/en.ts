import type { thInviteMessages } from './th.ts';

export const enInviteMessages: Record<keyof typeof thInviteMessages, string> = {
  'invite.title': 'Invite friends',
  'invite.text': 'Share your link and get a bonus when friends who register with it play.',
  'invite.link': 'Your invite link',
  'invite.copy': 'Copy invite link',
  'invite.claimTitle': 'Receive referral bonus',
  'invite.claimText': 'Receive {amount} baht into your wallet',
  'invite.claimRates': 'Success rate {success}%, fail rate {fail}%',
  'invite.claimConfirm': 'Receive',
  'invite.recordsTitle': 'Commission from your friends',
  'invite.colFrom': 'From',
  'invite.colAmount': 'Amount (baht)',
  'invite.colDate': 'Date',
  'invite.empty': 'No commission yet',
  'invite.bannersLabel': 'Invite promotions',
  'invite.claimSuccess': 'Referral bonus of {amount} baht is in your wallet',
};
