import type { thKipMessages } from './th.ts';

/**
 * The kip twins of the texts that name baht (Lao): a kip member reads kip where a baht member
 * reads baht (ADR 0167). A key `xKip` stands for `x`; `moneyTextKey` picks one by the member's currency.
 */
export const laKipMessages: Record<keyof typeof thKipMessages, string> = {
  'refund.confirmTextKip': 'ຍ້າຍຍອດຄືນ {amount} ກີບເຂົ້າກະເປົາເງິນ',
  'refund.colAmountKip': 'ຈຳນວນ (ກີບ)',
  'bonus.cardTitleKip': 'ໂບນັດ {percent}% ສູງສຸດ {max} ກີບ',
  'bonus.termsKip': 'ຮັບ {percent}% ຂອງຍອດຝາກ ສູງສຸດ {max} ກີບ ຝາກຂັ້ນຕ່ຳ {min} ກີບ',
  'bonus.activatedKip': 'ຮັບໂບນັດ {amount} ກີບ ສຳເລັດແລ້ວ',
  'bonus.activeTextKip': 'ໂບນັດ {code}: ສິ້ນສຸດໂບນັດໄດ້ເມື່ອຍອດລວມຮອດ {target} ກີບ ຫຼື ຕ່ຳກວ່າ {floor} ກີບ',
  'withdraw.bonusPreviewKip': 'ມີໂບນັດຢູ່: ໄດ້ຮັບ {amount} ກີບ ຖືກຫັກ {deducted} ກີບ',
  'spin.prizeCreditKip': 'ຍິນດີນຳ! ທ່ານໄດ້ຮັບຄູປອງເຄຣດິດ {amount} ກີບ',
  'spin.claimTextKip': 'ເພີ່ມ {amount} ກີບ ເຂົ້າກະເປົາເງິນແລ້ວ',
  'spin.howToKip': 'ຝາກເງິນທຸກ {amount} ກີບ ຮັບ 1 ຫຼຽນ ໝຸນໄດ້ຄັ້ງລະ 1 ຫຼຽນ',
  'deposit.qrAltKip': 'ຄິວອາໂຄດສຳລັບຊຳລະ {amount} ກີບ',
  'deposit.qrAmountKip': 'ຈຳນວນ {amount} ກີບ',
  'deposit.qrMinimumKip': 'ຂັ້ນຕ່ຳ {min} ກີບ',
  'deposit.slipDoneCreditedKip': 'ສະລິບຍອດ {amount} ກີບຜ່ານການກວດສອບ ເງິນເຂົ້າກະເປົາເງິນແລ້ວ',
  'deposit.slipDoneCheckingKip': 'ໄດ້ຮັບສະລິບຍອດ {amount} ກີບແລ້ວ ກຳລັງກວດສອບ ຍອດຈະເຂົ້າກະເປົາເມື່ອຢືນຢັນແລ້ວ',
  'deposit.slipAmountKip': 'ຈຳນວນ {amount} ກີບ',
  'invite.claimTextKip': 'ຮັບໂບນັດ {amount} ກີບເຂົ້າກະເປົາເງິນ',
  'invite.colAmountKip': 'ຈຳນວນ (ກີບ)',
  'invite.claimSuccessKip': 'ຮັບໂບນັດແນະນຳໝູ່ {amount} ກີບເຂົ້າກະເປົາເງິນແລ້ວ',
  'money.amountKip': 'ຈຳນວນເງິນ (ກີບ)',
  'game.balanceKip': 'ຍອດເງິນ {amount} ກີບ',
  'withdraw.limitsKip': 'ຖອນໄດ້ຄັ້ງລະ {min} ຫາ {max} ກີບ',
  'money.wholeKip': 'ປ້ອນຈຳນວນເງິນເປັນກີບເຕັມ ບໍ່ມີຈຸດທົດສະນິຍົມ',
};
