import { z } from 'zod';
import { LOCALES } from '../constants.ts';
import { HOWTO_VIDEO_IDS } from '../howto.ts';

export const bankItem = z.object({
  code: z.string(),
  nameTH: z.string(),
  nameEN: z.string(),
  /** The Lao name (an addition to the spec's fields: Lao members read their own script). */
  nameLA: z.string(),
  country: z.enum(['TH', 'LA']),
});
export const banksReply = z.array(bankItem);
export type BankItem = z.infer<typeof bankItem>;

export const sourceItem = z.object({ code: z.string(), description: z.string() });
export const sourcesReply = z.array(sourceItem);
export type SourceItem = z.infer<typeof sourceItem>;

export const contactReply = z.object({
  contactText: z.string(),
  lineLink: z.string(),
  lineName: z.string(),
  lineQR: z.string().nullable(),
});
export type ContactReply = z.infer<typeof contactReply>;

export const infoReply = z.object({ name: z.string(), website: z.string() });
export type InfoReply = z.infer<typeof infoReply>;

/** HTML paragraphs; the client renders them sanitised. */
export const conditionsReply = z.object({ conditions: z.array(z.string()) });
export type ConditionsReply = z.infer<typeof conditionsReply>;

export const agreementsReply = z.object({ agreements: z.array(z.string()) });
export type AgreementsReply = z.infer<typeof agreementsReply>;

/** The notice text carries a %percentFail% placeholder the client replaces. */
export const noticeReply = z.object({ notice: z.string() });
export type NoticeReply = z.infer<typeof noticeReply>;

export const activeReply = z.object({ active: z.boolean() });
export type ActiveReply = z.infer<typeof activeReply>;

export const registerOtpReply = z.object({ registerOTP: z.boolean() });
export type RegisterOtpReply = z.infer<typeof registerOtpReply>;

export const enableChatWidgetReply = z.object({ enableChatWidget: z.boolean() });
export type EnableChatWidgetReply = z.infer<typeof enableChatWidgetReply>;

/** Withdraw limits in baht. */
export const withdrawLookupReply = z.object({ withdrawMin: z.number(), withdrawMax: z.number() });
export type WithdrawLookupReply = z.infer<typeof withdrawLookupReply>;

/** Slip upload closes every day between closeFrom and closeTo (HH:mm, Asia/Bangkok). */
export const slipLookupReply = z.object({
  closed: z.boolean(),
  closeFrom: z.string(),
  closeTo: z.string(),
});
export type SlipLookupReply = z.infer<typeof slipLookupReply>;

export const depositBank = z.object({
  bankCode: z.string(),
  bankType: z.enum(['BANK', 'PAYMENT']),
  mode: z.enum(['AUTO', 'SMS', 'MANUAL']),
  /** nameLA is optional in the operator's settings; the lookup fills it from the bank list. */
  bank: z.object({ nameTH: z.string(), nameEN: z.string(), nameLA: z.string().optional() }),
  bankAccountName: z.string(),
  bankAccountNo: z.string(),
  currency: z.string(),
});
export const depositWallet = z.object({
  walletAccountName: z.string(),
  mode: z.enum(['AUTO', 'MANUAL']),
});
export const depositLookupReply = z.object({
  banks: z.array(depositBank),
  wallets: z.array(depositWallet),
  isManual: z.boolean(),
});
export type DepositLookupReply = z.infer<typeof depositLookupReply>;

/**
 * GET /api/lookup/howto: the tutorials in the member's language (Thai where the operator wrote
 * none); `video` is the clip they play (its language by the fallback), null for none.
 */
export const howtoReply = z.object({
  videos: z.array(
    z.object({
      id: z.enum(HOWTO_VIDEO_IDS),
      title: z.string(),
      text: z.string(),
      video: z.object({ link: z.string(), language: z.enum(LOCALES) }).nullable(),
    }),
  ),
});
export type HowtoReply = z.infer<typeof howtoReply>;
