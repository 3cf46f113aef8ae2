import {
  activeReply,
  agreementsReply,
  banksReply,
  conditionsReply,
  contactReply,
  depositLookupReply,
  enableChatWidgetReply,
  howtoReply,
  infoReply,
  noticeReply,
  registerOtpReply,
  slipLookupReply,
  sourcesReply,
  withdrawLookupReply,
} from '../api/lookup.ts';
import { defineRoute } from './define.ts';

const lookup = <const N extends string, const S extends import('zod').ZodType>(
  name: N,
  reply: S,
  summary: string,
) =>
  defineRoute({
    method: 'GET',
    path: `/api/lookup/${name}`,
    access: 'public',
    tag: 'lookup',
    summary,
    replies: { 200: reply },
    codes: [],
  });

/** GET /api/lookup/{name}: the shared lists and the operator's texts and switches (doc 1 section 7). */
export const lookupApi = {
  banks: lookup('banks', banksReply, 'Banks members register with, for the site variant'),
  sources: lookup('sources', sourcesReply, 'Where a member heard of the site'),
  contact: lookup('contact', contactReply, 'Contact text, LINE link and QR'),
  info: lookup('info', infoReply, 'Site name and website'),
  conditions: lookup('conditions', conditionsReply, 'Conditions paragraphs (HTML)'),
  agreements: lookup('agreements', agreementsReply, 'Agreement paragraphs (HTML)'),
  notice: lookup('notice', noticeReply, 'Notice text with the %percentFail% placeholder'),
  active: lookup('active', activeReply, 'Whether the site is open'),
  registerOTP: lookup('registerOTP', registerOtpReply, 'Whether registration asks for an OTP'),
  enableChatWidget: lookup('enableChatWidget', enableChatWidgetReply, 'Whether the chat widget is shown'),
  withdraw: lookup('withdraw', withdrawLookupReply, 'Withdraw limits'),
  deposit: lookup('deposit', depositLookupReply, 'Deposit accounts and wallets'),
  slip: lookup('slip', slipLookupReply, 'Slip upload hours and whether upload is closed now'),
  howto: lookup(
    'howto',
    howtoReply,
    "How-to videos: titles, texts and each one's clip in the member's language",
  ),
};
