import type { Locale, SlipNote } from '@wallet/contract';

/** Slip-upload notes (spec doc 2 section 8); three technical notes share "incorrect slip". */
export const slipNoteTexts: Record<Locale, Record<SlipNote, string>> = {
  th: {
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
  },
  la: {
    UPLOADED_FILE_NOT_EXIST: 'ສະລິບບໍ່ຖືກຕ້ອງ',
    IMG_SIZE_UNABLE_TO_PROCESS: 'ສະລິບບໍ່ຖືກຕ້ອງ',
    CANNOT_READ_CROPPED_IMAGE: 'ສະລິບບໍ່ຖືກຕ້ອງ',
    DEST_ACC_INVALID: 'ບັນຊີປາຍທາງບໍ່ຖືກຕ້ອງ',
    SLIP_REFNO_DUPLICATED: 'ສະລິບຊ້ຳ',
    UNSTABLE_REFNO_ON_SLIP: 'ອ່ານເລກອ້າງອີງໃນສະລິບບໍ່ໄດ້',
    TRIPPLE_WRONG_CAPTCHA: 'ປ້ອນ Captcha ຜິດ 3 ຄັ້ງຕິດຕໍ່ກັນ',
    INVALID_SLIP: 'ອ່ານສະລິບບໍ່ໄດ້',
    NOT_MATCH: 'ເລກບັນຊີບໍ່ກົງກັບທີ່ລົງທະບຽນໄວ້',
    EXPIRED_SLIP: 'ສະລິບໝົດອາຍຸ',
    UNKNOW_ERROR: 'ເກີດຂໍ້ຜິດພາດທີ່ບໍ່ຮູ້ສາເຫດ ກະລຸນາຕິດຕໍ່ແອັດມິນ',
  },
  en: {
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
  },
};
