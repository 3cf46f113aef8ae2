import type { SlipNote } from '@wallet/contract';

/** Slip-upload notes (spec doc 2 section 8); three technical notes share "incorrect slip". */
export const thSlipNotes: Record<SlipNote, string> = {
  UPLOADED_FILE_NOT_EXIST: 'สลิปไม่ถูกต้อง',
  IMG_SIZE_UNABLE_TO_PROCESS: 'สลิปไม่ถูกต้อง',
  CANNOT_READ_CROPPED_IMAGE: 'สลิปไม่ถูกต้อง',
  DEST_ACC_INVALID: 'บัญชีปลายทางไม่ถูกต้อง',
  SLIP_REFNO_DUPLICATED: 'สลิปซ้ำ',
  UNSTABLE_REFNO_ON_SLIP: 'อ่านเลขอ้างอิงบนสลิปไม่ได้',
  TRIPPLE_WRONG_CAPTCHA: 'กรอก Captcha ผิด 3 ครั้งติดต่อกัน',
  INVALID_SLIP: 'อ่านสลิปไม่ได้',
  NOT_MATCH: 'เลขบัญชีไม่ตรงกับที่ลงทะเบียนไว้',
  EXPIRED_SLIP: 'สลิปหมดอายุ',
  UNKNOW_ERROR: 'เกิดข้อผิดพลาดที่ไม่ทราบสาเหตุ กรุณาติดต่อแอดมิน',
};
