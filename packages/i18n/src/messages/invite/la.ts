import type { thInviteMessages } from './th.ts';

export const laInviteMessages: Record<keyof typeof thInviteMessages, string> = {
  'invite.title': 'ຊວນໝູ່',
  'invite.text': 'ແບ່ງປັນລິ້ງຂອງທ່ານ ຮັບໂບນັດເມື່ອໝູ່ທີ່ສະໝັກຜ່ານລິ້ງນີ້ຫຼິ້ນເກມ',
  'invite.link': 'ລິ້ງຊວນໝູ່ຂອງທ່ານ',
  'invite.copy': 'ສຳເນົາລິ້ງຊວນໝູ່',
  'invite.claimTitle': 'ຮັບໂບນັດແນະນຳໝູ່',
  'invite.claimText': 'ຮັບໂບນັດ {amount} ບາດເຂົ້າກະເປົາເງິນ',
  'invite.claimRates': 'ອັດຕາສຳເລັດ {success}% ອັດຕາບໍ່ສຳເລັດ {fail}%',
  'invite.claimConfirm': 'ຢືນຢັນຮັບໂບນັດ',
  'invite.recordsTitle': 'ຄ່າຄອມມິດຊັ່ນຈາກໝູ່',
  'invite.colFrom': 'ຈາກ',
  'invite.colAmount': 'ຈຳນວນ (ບາດ)',
  'invite.colDate': 'ວັນທີ',
  'invite.empty': 'ຍັງບໍ່ມີຄ່າຄອມມິດຊັ່ນ',
  'invite.bannersLabel': 'ໂປຣໂມຊັ່ນຊວນໝູ່',
  'invite.claimSuccess': 'ຮັບໂບນັດແນະນຳໝູ່ {amount} ບາດເຂົ້າກະເປົາເງິນແລ້ວ',
};
