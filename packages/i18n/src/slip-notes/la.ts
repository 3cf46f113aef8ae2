import type { SlipNote } from '@wallet/contract';

export const laSlipNotes: Record<SlipNote, string> = {
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
};
