/** Business constants and limits (spec doc 1 section 9, doc 2 section 9). */
export const APP_VERSION = '1.1.14';
export const API_TIMEOUT_MS = 60_000;
export const UPLOAD_TIMEOUT_MS = 300_000;
export const CHAT_TEXT_MAX = 2000;
export const CHAT_IMAGE_MAX_MB = 10;
export const CHAT_VIDEO_MAX_MB = 20;
export const CHAT_HISTORY_PAGE_SIZE = 10;
export const MARK_READ_DEBOUNCE_MS = 1000;
export const SOCKET_REJOIN_MS = 5000;
export const SCROLL_BOTTOM_TOLERANCE_PX = 60;
export const INVITE_BUBBLE_DELAY_MS = 100;
export const PHONE_LENGTH_TH = 10;
export const LAO_CURRENCIES = ['LAK', 'BAHT'] as const;
export type LaoCurrency = (typeof LAO_CURRENCIES)[number];
export const ENGLISH_NAME_BANKS = ['KTB', 'TMB', 'BBL'] as const;
export const TOAST_MS = 4000;
export const REGISTER_REDIRECT_MS = 2000;
export const LOCALES = ['th', 'la', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'th';
export const DEFAULT_LOCALE_LAO: Locale = 'la';
export const REQUESTED_WITH = 'wallet-user';

// Member area (doc 2 section 9)
export const TRANSFER_MIN_BAHT = 1;
export const TRUEWALLET_MIN_BAHT = 2;
export const LOADING_DELAY_MS = 200;
export const AGREEMENT_DELAY_MS = 1500;
export const CLAIM_DEBOUNCE_MS = 500;
export const KBANK_AUTO_CLICK_MS = 1000;
export const PAGE_SIZE = 10;
export const COUPON_PAGE_SIZE = 3;
/** The wheel (doc 2 section 9): at most 350 px or 85 % of the window, 4 to 5 s, 2 to 3 extra turns. */
export const WHEEL = {
  maxPx: 350,
  windowShare: 0.85,
  spinMs: { min: 4000, max: 5000 },
  extraTurns: { min: 2, max: 3 },
} as const;
export const STATEMENT_PAGE_RANGE = { before: 3, after: 1 } as const;
export const CAROUSEL_CARD = { width: 300, height: 211, visible: 3 } as const;
export const DATETIME_FORMAT = 'DD/MM/YYYY HH:mm:ss';

/** The QR channels that make a Thai PromptPay QR, paid in baht (KBANK's own and the gateways). */
export const PROMPTPAY_QR_CHANNELS = ['KBANK', 'WW', 'PAYTIMZ', 'PAYONEX', 'FP'] as const;
export type PromptPayQrChannel = (typeof PROMPTPAY_QR_CHANNELS)[number];
/** Every QR channel: the PromptPay ones and LAOQR, the Lao QR (LAPNet) paid in kip (ADR 0180). */
export const QR_CHANNELS = [...PROMPTPAY_QR_CHANNELS, 'LAOQR'] as const;
export type QrChannel = (typeof QR_CHANNELS)[number];
/**
 * The kip figures of the Lao QR channel: the default of the operator's `kipAmounts` settings
 * (qrMinDepositKip, qrQuickAmountsKip), which the server holds a kip member's QR to and answers
 * with the Lao QR's state (ADR 0190); the member's screen offers these until that answer is in.
 */
export const LAO_QR_KIP: { minimum: number; quickAmounts: readonly number[] } = {
  minimum: 10_000,
  quickAmounts: [10_000, 20_000, 50_000, 100_000, 500_000, 1_000_000],
};
/** Quick amounts in the channel's currency: baht on the PromptPay channels, kip on LAOQR. */
export const QR_QUICK_AMOUNTS: Record<QrChannel, readonly number[]> = {
  KBANK: [10, 20, 50, 100, 500, 1000],
  WW: [100, 200, 300, 500, 1000],
  PAYONEX: [100, 200, 300, 500, 1000],
  PAYTIMZ: [10, 50, 100, 500, 1000],
  FP: [10, 50, 100, 500, 1000],
  LAOQR: LAO_QR_KIP.quickAmounts,
};
/**
 * The currency each QR channel is paid in: a PromptPay QR is paid in baht, so none is offered
 * to a kip member (ADR 0159); a kip member's QR is the Lao QR, never offered to a baht member.
 */
export const QR_CHANNEL_CURRENCY: Record<QrChannel, 'THB' | 'LAK'> = {
  KBANK: 'THB',
  WW: 'THB',
  PAYTIMZ: 'THB',
  PAYONEX: 'THB',
  FP: 'THB',
  LAOQR: 'LAK',
};
/**
 * Default channel minimums in baht (the `qr` setting's minDeposit); KBANK only needs more than
 * 0. The Lao QR's minimum is a kip figure, in `kipAmounts` (LAO_QR_KIP).
 */
export const QR_MINIMUMS: Record<PromptPayQrChannel, number> = {
  KBANK: 0,
  WW: 100,
  PAYONEX: 100,
  PAYTIMZ: 10,
  FP: 10,
};

/** Local-storage keys (spec doc 1 section 3). */
export const STORAGE_KEYS = {
  token: 'token',
  rememberAgreement: 'remember-agreement',
  lastSync: 'last_sync',
  locale: 'locale',
  code: 'code',
  guestId: 'guest-id',
} as const;
/** The cookie that holds the language. */
export const LANGUAGE_COOKIE = 'lang';

/** Invite codes have the form PR{memberId} (doc 2 section 2). */
export const INVITE_CODE_PREFIX = 'PR';
export function inviteCodeOf(memberId: string | number): string {
  return `${INVITE_CODE_PREFIX}${memberId}`;
}

/**
 * The widget's guest id sent with the member's login (a header: the spec's login body stays as
 * it is), so the server merges the guest's conversation into the member's as the login succeeds
 * (ADR 0102). Here, with the first paint's constants: the sign-in call sends it.
 */
export const CHAT_GUEST_HEADER = 'x-chat-guest-id';
