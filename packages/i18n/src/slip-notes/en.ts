import type { SlipNote } from '@wallet/contract';

export const enSlipNotes: Record<SlipNote, string> = {
  UPLOADED_FILE_NOT_EXIST: 'Incorrect slip',
  IMG_SIZE_UNABLE_TO_PROCESS: 'Incorrect slip',
  CANNOT_READ_CROPPED_IMAGE: 'Incorrect slip',
  DEST_ACC_INVALID: 'Wrong destination account',
  SLIP_REFNO_DUPLICATED: 'Duplicate slip',
  UNSTABLE_REFNO_ON_SLIP: 'Cannot read the reference number on the slip',
  TRIPPLE_WRONG_CAPTCHA: 'Captcha wrong three times in a row',
  INVALID_SLIP: 'Cannot read the slip',
  NOT_MATCH: 'The account number does not match your registered account',
  EXPIRED_SLIP: 'Expired slip',
  UNKNOW_ERROR: 'Unknown error, please contact admin',
};
