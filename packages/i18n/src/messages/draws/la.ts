import type { thDrawsMessages } from './th.ts';

export const laDrawsMessages: Record<keyof typeof thDrawsMessages, string> = {
  'draws.open': 'ກວດສອບຄວາມໂປ່ງໃສຂອງການສຸ່ມ',
  'draws.title': 'ກວດສອບຜົນການສຸ່ມ',
  'draws.how':
    'ທຸກການສຸ່ມຄຳນວນຈາກ HMAC-SHA256(server seed, client seed:nonce) ແຮຊຂອງ server seed ສະແດງກ່ອນການສຸ່ມ ແລະ server seed ຈະເປີດເຜີຍຫຼັງການສຸ່ມ ທ່ານຈຶ່ງຄຳນວນຜົນຄືນເອງໄດ້',
  'draws.nextHash': 'ແຮຊຂອງ server seed ຄັ້ງຖັດໄປ',
  'draws.clientSeed': 'Client seed ຂອງທ່ານ',
  'draws.saveSeed': 'ບັນທຶກ client seed',
  'draws.seedSaved': 'ບັນທຶກ client seed ແລ້ວ',
  'draws.nonce': 'Nonce ຄັ້ງຖັດໄປ: {nonce}',
  'draws.empty': 'ຍັງບໍ່ມີການສຸ່ມ',
  'draws.purposeInviteClaim': 'ຮັບໂບນັດແນະນຳໝູ່',
  'draws.purposeRefundAdd': 'ຍອດຄືນເຂົ້າກະເປົາ',
  'draws.purposeSpin': 'ໝຸນວົງລໍ້ນຳໂຊກ',
  'draws.outcomeSuccess': 'ສຳເລັດ',
  'draws.outcomeFail': 'ບໍ່ສຳເລັດ',
  'draws.verify': 'ກວດສອບ',
  'draws.verified': 'ກົງກັນ: ນີ້ແມ່ນຜົນທີ່ຖືກກຳນົດໄວ້ກ່ອນທີ່ທ່ານຈະຫຼິ້ນ',
  'draws.mismatch': 'ບໍ່ກົງກັນ: ຄຳນວນຄືນໄດ້ຜົນ “{outcome}” ກະລຸນາຕິດຕໍ່ເຈົ້າໜ້າທີ່',
  'draws.plain': 'ຜົນນີ້ຖືກກຳນົດໄວ້ແລ້ວກ່ອນທີ່ທ່ານຈະຫຼິ້ນ ແລະ ນີ້ແມ່ນວິທີກວດສອບ',
  'draws.plainHow':
    'ກົດ “ກວດສອບ” ທີ່ລາຍການໃດກໍໄດ້ ໂທລະສັບຂອງທ່ານຈະຄຳນວນຜົນຄືນຈາກຂໍ້ມູນທີ່ພວກເຮົາລັອກໄວ້ກ່ອນການສຸ່ມ ແລ້ວບອກວ່າກົງກັນຫຼືບໍ່',
  'draws.details': 'ລາຍລະອຽດທາງເຕັກນິກ',
  'draws.odds': 'nonce {nonce} · ນ້ຳໜັກການສຸ່ມ: {odds}',
  'draws.roll': 'roll ທີ່ຄຳນວນໄດ້: {roll}',
  'draws.serverSeed': 'Server seed',
};
