/**
 * The error catalogue (spec document 1 section 8, document 2 section 8).
 * Every failing API answer is `{ "message": "<CODE>" }` with the status below.
 * Translations live in @wallet/i18n under `errors`, typed by `ErrorCode`, so a
 * missing translation is a compile error.
 */
export const memberErrorCatalogue = {
  // Auth
  UNAUTHORIZED: 401, // missing, malformed, revoked or unknown token: client goes to /login
  EXPIRED_AUTH_TOKEN: 401, // token past its expiry: client goes to /login
  INVALID_USER_1: 401, // identity cannot be verified: the member behind the token is gone
  INVALID_USER_2: 401, // identity cannot be verified (a locked member gets INACTIVE_USER instead)
  INVALID_USER_3: 401, // identity cannot be verified (reserved by the spec)
  INVALID_USER_4: 401, // identity cannot be verified (reserved by the spec)
  INVALID_IP: 403, // the caller's address is not allowed
  // Rate limits
  OTP_BLOCK: 429, // too many OTP sends or wrong codes for this phone
  REQUEST_LIMIT: 429, // too many requests
  REQUEST_LIMIT_1MIN: 429, // wait about one minute (OTP resend cooldown)
  // OTP
  OTP_TOKEN_INVALID: 400, // the otpToken is not a token this server issues
  OTP_NOT_EXIST: 404, // no OTP behind this token
  OTP_VERIFIED: 409, // already verified (also the `code` of a send answer for a verified phone)
  OTP_EXPIRED: 400, // the code is past its validity
  OTP_CODE_INVALID: 400, // wrong code
  OTP_CODE_VALID: 200, // success code of a verify answer
  OTP_SEND_FAIL: 502, // the SMS gateway did not accept the message
  OTP_VERIFY_FAIL: 400, // this OTP was replaced by a newer one for the same phone
  UNVERIFIED_OTP: 403, // registration needs a verified OTP
  // Registration
  EXISTING_USER: 409, // phone already registered
  EXISTING_BANK: 409, // bank account already used by another member
  INVALID_USER_INFO: 400, // profile fields missing or out of range
  INVALID_BANK: 400, // unknown bank, or account number not valid for it
  BANK_ACCOUNT_NAME_ENG: 400, // KTB, TMB, BBL need an English account name
  REGISTER_FAIL: 500, // registration could not be stored
  PHONE_NUMBER_REQUIRE_10_DIGIT: 400, // phone format of the site's variant
  WEAK_PASSWORD: 400, // a common password, the member's own phone number, or one character repeated (ADR 0025)
  // Login
  NO_USER: 404, // not used by login (see ADR 0005)
  WRONG_PASSWORD: 400, // the current password is wrong (member changepwd, an operator's own password)
  WRONG_CREDENTIAL: 401, // phone or password wrong; never says which
  INACTIVE_USER: 403, // account locked by an operator: login, every member route and the socket
  LOGIN_FAIL: 500, // login could not complete
  // A session opened with an operator's one-time password may only set a new password (ADR 0053)
  PASSWORD_CHANGE_REQUIRED: 403,
  // Bonus
  BONUS_REMAINING: 409,
  BONUS_ALREADY_ACTIVE: 409,
  BONUS_MAX_CLAIMED: 409,
  BONUS_CONDITION: 409, // cannot end the bonus
  BONUS_CLEAR: 200,
  BONUS_FULL: 409, // max promotions reached
  PROMOTION_RECEIVED: 409,
  NO_PROMOTION: 404,
  // Invite
  INVITE_INACTIVE: 403,
  NO_INVITE_BONUS: 404,
  NO_INVITEE_PLAY_INFO: 404,
  INVITE_BONUS_SUCCESS: 200,
  INVITE_BONUS_FAIL: 409,
  INVITE_COLLECT: 200,
  // Refund
  NO_REFUND: 404,
  REFUND_CONDITION: 409,
  REFUND_SUCCESS: 200,
  REFUND_INACTIVE: 403,
  REFUND_MINIMUM: 400, // must be more than 0
  // Wallet and games
  NO_BANK: 404,
  NO_WALLET: 404,
  SLOT_ALREADY_ACTIVE: 409,
  SLOT_ACTIVATE_FAIL: 502,
  GAME_ACTIVATION_FAIL: 502,
  SLOT_NO_ACCOUNT: 404,
  SLOT_RESET_PASSWORD_FAIL: 502,
  TRANSFER_MINIMUM: 400,
  NO_GAME: 404,
  MONEY_NOT_ENOUGH: 409,
  TRANSFER_FAIL: 502, // funds returned to the wallet
  NOT_AREASLOT: 404, // user not found in an external game system
  NOT_UFABET: 404,
  // Deposit
  SLIP_UPLOAD_FAIL: 502,
  // Slip upload is closed for the banks' nightly cut-off (the `slip` setting): the member's timing,
  // not our failure, so a 4xx (a 502 made every check of a bad upload fail in those hours).
  SLIP_UPLOAD_CLOSED: 409,
  SLIP_NO_FILE: 400,
  SLIP_INVALID_FILE: 400,
  TRUELINK_DUPLICATE: 409,
  TRUELINK_INVALID: 400,
  QR_FAIL: 502,
  // General
  KEY_MISSING: 400, // a required field is absent
  KEY_INVALID: 400, // a field has the wrong type, format or size
  NO_DATA: 404, // nothing here (also unknown API routes)
  INTERNAL_SERVER_ERROR: 500,
  // Spin coupons
  NO_CLAIMABLE_COUPON: 404,
  INVALID_PRIZE_CODE: 400,
  INVALID_CODE: 400,
  INVALID_COUPON_TYPE: 400,
  COUPON_EXPIRED: 410,
  NO_COIN: 409, // a spin with no coins left (ADR 0058): nothing is drawn
  // Chat (issue 25)
  CHAT_GUEST_INVALID: 403, // the guest id is not one this server signed: a guest opens only their own conversation
  CHAT_NO_FILE: 400, // an upload with no `file` part
  CHAT_FILE_UNSUPPORTED: 415, // 'File is not supported': not a png, jpeg, gif, mp4 or quicktime by its bytes
  CHAT_FILE_TOO_LARGE: 413, // 'The file is too large': over 10 MB (image) or 20 MB (video), stopped while it streams
  // File storage (issue 40, ADR 0140)
  FILE_STORAGE_FAIL: 503, // the file store (disk or S3) did not answer: nothing was kept, try again later
  // An operator before their authenticator: the session check every route shares answers it
  TOTP_ENROLMENT_REQUIRED: 403, // this operator has no authenticator yet: its session may only enrol one (ADR 0051)
  PUSH_OFF: 409, // this server has no VAPID keys: phone notifications are off (ADR 0156)
  // Site switch: the site is closed; clients go to /terminated.
  gone: 410,
} as const satisfies Record<string, number>;

/**
 * Codes only operator routes answer (the back-office's own decisions, files and settings): the
 * back-office's texts carry them, the member app's language chunk does not (issue 44: every byte
 * of it is on home's first load). contract-routes' test holds that no member or public route
 * declares one.
 */
export const operatorErrorCatalogue = {
  // Operators' site images (issue 26, ADR 0108)
  IMAGE_NO_FILE: 400, // an image upload with no `file` part
  IMAGE_UNSUPPORTED: 415, // not a png, jpeg, gif or webp by its bytes
  IMAGE_TOO_LARGE: 413, // over 2 MB, stopped while it streams
  // Back-office (issue 10)
  TOTP_INVALID: 400, // the code confirming a TOTP enrolment is wrong (sign-in answers WRONG_CREDENTIAL, ADR 0051)
  FORBIDDEN_ROLE: 403, // the operator's role may not do this
  NO_OPERATOR: 404, // no operator with this id
  EXISTING_OPERATOR: 409, // operator username taken
  LAST_ADMIN: 409, // the last active admin cannot be disabled or demoted
  ALREADY_DECIDED: 409, // the queue item was decided the other way (or is being paid)
  BANK_REFERENCE_USED: 409, // this bank reference already paid another withdrawal (manual payout rail, ADR 0146)
  PAYOUT_IN_FILE: 409, // the payout is in a bulk payment file: the bank's result file (or a typed confirmation) decides it (ADR 0173)
  PAYOUT_FILE_INVALID: 400, // a result file that is no CSV/XLSX table with reference, amount and status columns (ADR 0173)
  PAYOUT_FILE_IMPORTED: 409, // this result file was already imported for this batch: nothing changed (ADR 0173)
  SAME_OPERATOR: 403, // four eyes: the requester cannot approve their own adjustment
  APPROVER_TOO_NEW: 403, // the second approver was made, re-enrolled, reset or given a role within the window (ADR 0129)
  APPROVER_NOT_INDEPENDENT: 403, // the two operators share who made or handed over their accounts (ADR 0129)
  ENROLMENT_INVALID: 410, // an operator's enrolment link that is unknown, used, replaced or expired (ADR 0129)
  OPERATOR_UNCONFIRMED: 403, // this operator's account waits for a second admin's confirmation (ADR 0129)
  SETTING_CHANGE_WAITING: 409, // a change of this money-control setting already waits: confirm, reject or cancel it first
  CURRENCY_MISMATCH: 409, // the member's wallet is in another currency than the account the transfer reached: never credited converted (ADR 0175)
  AMOUNT_MISMATCH: 400, // an approved deposit's amount differs from the one the item states
  INVALID_DATE_RANGE: 400, // a report's last day is before its first, or the range is longer than a year (issue 27)
  // Bank statement import (issue 23, ADR 0078): the whole file is refused, nothing is kept
  STATEMENT_INVALID_FILE: 400, // not a CSV or XLSX, broken, or a money-in row that does not read
  STATEMENT_UNKNOWN_FORMAT: 400, // no header of a known bank's export, or another bank's than the account's
  STATEMENT_FORMULA: 400, // a cell holds a spreadsheet formula
  STATEMENT_TOO_LARGE: 413, // past the file size or row limit
  // Settings (issue 26): a rule across a setting's fields
  LIMITS_REVERSED: 400, // a minimum above its maximum
  ODDS_NOT_100: 400, // a draw's success and fail percentages do not add up to 100
  DUPLICATE_CODE: 400, // two entries of one list share a code
  DEPOSIT_CURRENCY_MISMATCH: 400, // a deposit account's currency is not its bank's: a Lao bank holds kip, a Thai one baht (ADR 0185)
  VIDEO_LINK_INVALID: 400, // a how-to video's link is neither a site path nor an https address of a video file (ADR 0118)
} as const satisfies Record<string, number>;

export const errorCatalogue = { ...memberErrorCatalogue, ...operatorErrorCatalogue };

export type ErrorCode = keyof typeof errorCatalogue;
export type MemberErrorCode = keyof typeof memberErrorCatalogue;
export type OperatorErrorCode = keyof typeof operatorErrorCatalogue;
export const operatorErrorCodes = Object.keys(operatorErrorCatalogue) as OperatorErrorCode[];

export function isOperatorErrorCode(value: unknown): value is OperatorErrorCode {
  return typeof value === 'string' && Object.hasOwn(operatorErrorCatalogue, value);
}

export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCatalogue, value);
}

export function httpStatusOf(code: ErrorCode): number {
  return errorCatalogue[code];
}

/** Answers that send the client to /login (spec doc 1 section 4 "Session"). */
export const sessionEndingCodes: readonly ErrorCode[] = [
  'UNAUTHORIZED',
  'EXPIRED_AUTH_TOKEN',
  'INVALID_USER_1',
  'INVALID_USER_2',
  'INVALID_USER_3',
  'INVALID_USER_4',
];

/** The answer that sends the client to /terminated. */
export const SITE_GONE: ErrorCode = 'gone';

/** The answer that sends the client to the new-password screen (ADR 0053). */
export const PASSWORD_CHANGE_REQUIRED: ErrorCode = 'PASSWORD_CHANGE_REQUIRED';

/** Slip notes (spec doc 2 section 8), each mapped to a message key in @wallet/i18n. */
export const slipNotes = [
  'UPLOADED_FILE_NOT_EXIST',
  'IMG_SIZE_UNABLE_TO_PROCESS',
  'CANNOT_READ_CROPPED_IMAGE',
  'DEST_ACC_INVALID',
  'SLIP_REFNO_DUPLICATED',
  'UNSTABLE_REFNO_ON_SLIP',
  'TRIPPLE_WRONG_CAPTCHA',
  'INVALID_SLIP',
  'NOT_MATCH',
  'EXPIRED_SLIP',
  'UNKNOW_ERROR',
] as const;
export type SlipNote = (typeof slipNotes)[number];
