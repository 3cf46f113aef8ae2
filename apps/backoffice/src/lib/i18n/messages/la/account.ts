import type { enAccount } from '../en/account.ts';

export const laAccount: Record<keyof typeof enAccount, string> = {
  'account.changePassword': 'ປ່ຽນລະຫັດຜ່ານຂອງຂ້ອຍ',
  'account.explain': 'ເມື່ອປ່ຽນລະຫັດຜ່ານ ເຊສຊັນອື່ນຂອງທ່ານຈະສິ້ນສຸດ ສ່ວນເຊສຊັນນີ້ຍັງຢູ່ໃນລະບົບ',
  'account.currentPassword': 'ລະຫັດຜ່ານປັດຈຸບັນ',
  'account.newPassword': 'ລະຫັດຜ່ານໃໝ່',
  'account.repeatPassword': 'ລະຫັດຜ່ານໃໝ່ອີກຄັ້ງ',
  'account.mismatch': 'ລະຫັດຜ່ານໃໝ່ທັງສອງຊ່ອງບໍ່ກົງກັນ',
  'account.submit': 'ປ່ຽນລະຫັດຜ່ານ',
  'account.changed': 'ປ່ຽນລະຫັດຜ່ານແລ້ວ ເຊສຊັນອື່ນຂອງທ່ານສິ້ນສຸດແລ້ວ',
};
