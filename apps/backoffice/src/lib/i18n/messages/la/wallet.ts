import type { enWallet } from '../en/wallet.ts';

export const laWallet: Record<keyof typeof enWallet, string> = {
  'adjustment.member': 'ສະມາຊິກ: ເບີໂທ ຊື່ ເລກບັນຊີ ຫຼື ລະຫັດ',

  'adjustment.memberId': 'ລະຫັດສະມາຊິກ',
  'adjustment.direction': 'ປະເພດ',
  'adjustment.direction.credit': 'ເພີ່ມຍອດ',
  'adjustment.direction.debit': 'ຫັກຍອດ',
  'adjustment.amount': 'ຈຳນວນ (ບາດ)',
  'adjustment.amountInvalid': 'ຈຳນວນຕ້ອງຫຼາຍກວ່າສູນ ແລະ ມີທົດສະນິຍົມບໍ່ເກີນສອງຕຳແໜ່ງ',
  'adjustment.review': 'ກວດສອບ ແລະ ຢືນຢັນ',
  'adjustment.confirmTitle': 'ປັບຍອດກະເປົາເງິນນີ້?',
  'adjustment.applied': 'ປັບຍອດສຳເລັດແລ້ວ',
  'adjustment.waiting': 'ລາຍການປັບຍອດລໍຖ້າພະນັກງານຄົນທີສອງອະນຸມັດ:',
  'adjustment.fourEyes':
    'ການເຕີມເງິນໃຫ້ສະມາຊິກຄົນດຽວລວມເກີນ {amount} ບາດ (ສະມາຊິກກີບ {kip} ກີບ) ໃນ 24 ຊົ່ວໂມງ ແລະ ການຫັກເງິນເກີນຈຳນວນນີ້ ຕ້ອງໃຫ້ພະນັກງານຄົນທີສອງອະນຸມັດ',
  'adjustment.dayCredits':
    'ຍອດເຕີມໂດຍພະນັກງານໃຫ້ສະມາຊິກນີ້ໃນ 24 ຊົ່ວໂມງຜ່ານມາ: {member} ຈາກ {memberLimit} ຍອດທີ່ທ່ານເຕີມ: {operator} ຈາກ {operatorLimit}',
  'adjustment.creditWillWait': 'ດ້ວຍຈຳນວນນີ້ ລາຍການເຕີມເງິນຈະລໍຖ້າພະນັກງານຄົນທີສອງອະນຸມັດ',
  'adjustment.creditAtOnce': 'ດ້ວຍຈຳນວນນີ້ ລາຍການເຕີມເງິນຈະມີຜົນທັນທີ',
  'adjustment.debitWillWait': 'ດ້ວຍຈຳນວນນີ້ ລາຍການຫັກເງິນຈະລໍຖ້າພະນັກງານຄົນທີສອງອະນຸມັດ',
  'adjustment.debitAtOnce': 'ດ້ວຍຈຳນວນນີ້ ລາຍການຫັກເງິນຈະມີຜົນທັນທີ',
  'adjustment.balanceChange': 'ຍອດກະເປົາກ່ອນ: {before} · ຫຼັງ: {after}',
  'adjustment.requestedBy': 'ຜູ້ຂໍ',
  'adjustment.ownRequest': 'ຄຳຂໍຂອງທ່ານ: ໃຫ້ຄົນອື່ນອະນຸມັດ',
  'adjustment.status.PENDING_APPROVAL': 'ລໍຖ້າອະນຸມັດ',
  'adjustment.status.APPLIED': 'ປັບຍອດແລ້ວ',
  'adjustment.status.REJECTED': 'ປະຕິເສດແລ້ວ',
  'adjustment.approveTitle': 'ອະນຸມັດການປັບຍອດນີ້?',
  'adjustment.rejectTitle': 'ປະຕິເສດການປັບຍອດນີ້?',
};
