import type { thStatementMessages } from './th.ts';

export const laStatementMessages: Record<keyof typeof thStatementMessages, string> = {
  'status.success': 'ສຳເລັດ',
  'status.failed': 'ບໍ່ສຳເລັດ',
  'status.pending': 'ກຳລັງດຳເນີນການ',

  'statement.empty': 'ຍັງບໍ່ມີລາຍການ',
  'statement.typeDeposit': 'ຝາກເງິນ',
  'statement.typeBonus': 'ໂບນັດ',
  'statement.typeFinishBonus': 'ສິ້ນສຸດໂບນັດ',
  'statement.typeWithdraw': 'ຖອນເງິນ',
  'statement.typeTransfer': 'ໂອນເງິນ',
  'statement.placeWallet': 'ກະເປົາເງິນ',
  'statement.placeBank': 'ທະນາຄານ',
  'statement.placeTrueMoney': 'ທຣູມັນນີ່',
  'statement.placeSandbox': 'ເຄຣດິດທົດສອບ',
  'statement.placeQr': 'ຄິວອາ {channel}',
  'statement.placeSlip': 'ສະລິບ {bank}',
  'statement.pages': 'ໜ້າ',
  'statement.previousPage': 'ໜ້າກ່ອນ',
  'statement.nextPage': 'ໜ້າຖັດໄປ',
  'statement.page': 'ໜ້າ {page}',

  'statement.slipStatus': 'ສະຖານະການອັບໂຫຼດສະລິບ',
  'statement.slipsEmpty': 'ຍັງບໍ່ມີສະລິບທີ່ອັບໂຫຼດ',
  'statement.viewSlip': 'ເບິ່ງສະລິບ',
  'statement.slipImage': 'ຮູບສະລິບ',
  'statement.openSlip': 'ເປີດໃນແຖບໃໝ່',
};
