import type { OperatorErrorCode } from '@wallet/contract';

/** English texts for the codes only operator routes answer: the back-office's, never in the member app's chunk. */
export const enOperatorErrors: Record<OperatorErrorCode, string> = {
  IMAGE_NO_FILE: 'No image was attached',
  IMAGE_UNSUPPORTED: 'The image must be a PNG, JPEG, GIF or WebP file',
  IMAGE_TOO_LARGE: 'The image is too large: at most 2 MB',
  TOTP_INVALID: 'The authenticator code is wrong',
  FORBIDDEN_ROLE: 'Your role does not allow this',
  NO_OPERATOR: 'This operator does not exist',
  EXISTING_OPERATOR: 'This operator username is already taken',
  LAST_ADMIN: 'The last active admin cannot be disabled or demoted',
  ALREADY_DECIDED: 'This item has already been decided',
  BANK_REFERENCE_USED: 'This bank reference already paid another withdrawal',
  PAYOUT_IN_FILE: "This payout is in a bulk payment file: import the bank's result file for it",
  PAYOUT_FILE_INVALID: 'The result file needs reference, amount and status columns (CSV or XLSX)',
  PAYOUT_FILE_IMPORTED: 'This result file was already imported for this batch',
  SAME_OPERATOR: 'Another operator must approve this adjustment',
  APPROVER_TOO_NEW:
    "The second approver's account is too new: an operator made or changed recently cannot approve",
  APPROVER_NOT_INDEPENDENT:
    'These two operators were made or handed over by the same person: an independent operator must approve',
  ENROLMENT_INVALID:
    'This enrolment link is not valid any more (used, replaced or expired): ask an admin for a new one',
  OPERATOR_UNCONFIRMED: 'Your account waits for a second admin to confirm it',
  SETTING_CHANGE_WAITING: 'A change of this setting already waits: confirm, reject or cancel it first',
  CURRENCY_MISMATCH:
    "This member's wallet is in another currency than the account the transfer reached: it cannot be credited to them",
  AMOUNT_MISMATCH: 'The amount does not match this deposit',
  INVALID_DATE_RANGE:
    'The date range is not valid (the last day must not be before the first, at most one year)',
  STATEMENT_INVALID_FILE: 'The statement file is not valid',
  STATEMENT_UNKNOWN_FORMAT: "This is not a statement export of this account's bank",
  STATEMENT_FORMULA: 'The file holds a formula and is refused',
  STATEMENT_TOO_LARGE: 'The file is too large or has too many rows',
  LIMITS_REVERSED: 'The minimum is above the maximum',
  ODDS_NOT_100: 'Success and fail must add up to 100%',
  DUPLICATE_CODE: 'Two entries have the same code',
  DEPOSIT_CURRENCY_MISMATCH:
    "The account's currency is not its bank's (a Lao bank holds kip, a Thai one baht)",
  VIDEO_LINK_INVALID: 'Enter a site path or an https address of a video file (.mp4, .webm ...)',
};
