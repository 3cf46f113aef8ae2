import type { enDepositAccounts } from '../en/deposit-accounts.ts';

export const laDepositAccounts: Record<keyof typeof enDepositAccounts, string> = {
  'depositAccounts.title': 'ບັນຊີຮັບຝາກ',
  'depositAccounts.note':
    'ສະມາຊິກເຫັນສະເພາະບັນຊີທີ່ເປີດຢູ່ ຕາມລຳດັບນີ້. ປິດບັນຊີໜຶ່ງ (ເຊັ່ນ ບັນຊີຖືກອາຍັດ) ສະມາຊິກຈະຖືກສົ່ງໄປບັນຊີຖັດໄປທັນທີ ເມື່ອແອດມິນຄົນທີສອງຢືນຢັນ. ສະກຸນເງິນເປັນໄປຕາມທະນາຄານ',
  'depositAccounts.column.order': 'ລຳດັບ',
  'depositAccounts.column.on': 'ເປີດ',
  'depositAccounts.column.bank': 'ທະນາຄານ',
  'depositAccounts.column.accountNo': 'ເລກບັນຊີ',
  'depositAccounts.column.accountName': 'ຊື່ບັນຊີ',
  'depositAccounts.column.mode': 'ໂໝດ',
  'depositAccounts.column.currency': 'ສະກຸນເງິນ',
  'depositAccounts.column.actions': 'ຍ້າຍລຳດັບ ແລະ ລຶບ',
  'depositAccounts.qr': 'ຄິວອາ',
  'depositAccounts.autoTarget': 'ຮັບຍອດ AUTO',
  'depositAccounts.autoTargetHelp': 'ບັນຊີທະນາຄານໂໝດ AUTO ບັນຊີທຳອິດທີ່ເປີດຢູ່: ຍອດໂອນສະເພາະທີ່ລະບົບໃຫ້ສະມາຊິກໂອນຈະເຂົ້າບັນຊີນີ້',
  'depositAccounts.currencyFromBank': 'ກຳນົດຕາມທະນາຄານ: ທະນາຄານລາວຮັບກີບ, ທະນາຄານໄທຮັບບາດ',
  'depositAccounts.currencyWas': '(ບັນທຶກໄວ້ເປັນ {currency}; ເມື່ອບັນທຶກຈະປ່ຽນເປັນສະກຸນເງິນຂອງທະນາຄານ)',
  'depositAccounts.up': 'ຍ້າຍຂຶ້ນ',
  'depositAccounts.down': 'ຍ້າຍລົງ',
  'depositAccounts.add': 'ເພີ່ມບັນຊີທະນາຄານ',
};
