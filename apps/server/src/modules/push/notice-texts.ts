import type { Locale } from '@wallet/contract';
import { interpolate } from '@wallet/i18n';

/**
 * What a phone shows for each push (ADRs 0156, 0158): texts the server sends to a device, kept
 * beside the module that sends them as the SMS texts are (lib/sms-texts.ts), not in the member
 * app's catalogue, which would carry them to every first load. An `.amount` text names the
 * amount, shown only when the member chose it; the other stands on a locked screen. An
 * `.amountKip` text is its twin for a kip member (ADR 0167).
 */
const NOTICE_TEXTS = {
  th: {
    'depositCredited.title': 'ฝากเงินสำเร็จ',
    'depositCredited.body': 'เงินฝากของคุณเข้ากระเป๋าแล้ว แตะเพื่อดูยอดเงิน',
    'depositCredited.amount': 'เงินฝาก {amount} บาท เข้ากระเป๋าของคุณแล้ว',
    'depositCredited.amountKip': 'เงินฝาก {amount} กีบ เข้ากระเป๋าของคุณแล้ว',
    'withdrawalPaid.title': 'ถอนเงินสำเร็จ',
    'withdrawalPaid.body': 'โอนเงินที่ถอนเข้าบัญชีธนาคารของคุณแล้ว',
    'withdrawalPaid.amount': 'โอนเงิน {amount} บาท เข้าบัญชีธนาคารของคุณแล้ว',
    'withdrawalPaid.amountKip': 'โอนเงิน {amount} กีบ เข้าบัญชีธนาคารของคุณแล้ว',
    'withdrawalRejected.title': 'รายการถอนเงินไม่สำเร็จ',
    'withdrawalRejected.body': 'เงินถูกคืนเข้ากระเป๋าของคุณแล้ว แตะเพื่อดูเหตุผล',
    'withdrawalRejected.amount': 'ถอนเงิน {amount} บาท ไม่สำเร็จ เงินถูกคืนเข้ากระเป๋าแล้ว แตะเพื่อดูเหตุผล',
    'withdrawalRejected.amountKip': 'ถอนเงิน {amount} กีบ ไม่สำเร็จ เงินถูกคืนเข้ากระเป๋าแล้ว แตะเพื่อดูเหตุผล',
    'supportReplied.title': 'เจ้าหน้าที่ตอบกลับแล้ว',
    'supportReplied.body': 'มีข้อความใหม่จากเจ้าหน้าที่ แตะเพื่ออ่าน',
    'couponExpires.title': 'คูปองจะหมดอายุพรุ่งนี้',
    'couponExpires.body': 'คุณมีคูปองที่ยังไม่ได้ใช้ซึ่งจะหมดอายุพรุ่งนี้ แตะเพื่อรับ',
    'couponExpires.amount': 'คูปอง {amount} บาท จะหมดอายุพรุ่งนี้ แตะเพื่อรับ',
    'couponExpires.amountKip': 'คูปอง {amount} กีบ จะหมดอายุพรุ่งนี้ แตะเพื่อรับ',
  },
  la: {
    'depositCredited.title': 'ຝາກເງິນສຳເລັດ',
    'depositCredited.body': 'ເງິນຝາກຂອງທ່ານເຂົ້າກະເປົ໋າແລ້ວ ແຕະເພື່ອເບິ່ງຍອດເງິນ',
    'depositCredited.amount': 'ເງິນຝາກ {amount} ບາດ ເຂົ້າກະເປົ໋າຂອງທ່ານແລ້ວ',
    'depositCredited.amountKip': 'ເງິນຝາກ {amount} ກີບ ເຂົ້າກະເປົ໋າຂອງທ່ານແລ້ວ',
    'withdrawalPaid.title': 'ຖອນເງິນສຳເລັດ',
    'withdrawalPaid.body': 'ໂອນເງິນທີ່ຖອນເຂົ້າບັນຊີທະນາຄານຂອງທ່ານແລ້ວ',
    'withdrawalPaid.amount': 'ໂອນເງິນ {amount} ບາດ ເຂົ້າບັນຊີທະນາຄານຂອງທ່ານແລ້ວ',
    'withdrawalPaid.amountKip': 'ໂອນເງິນ {amount} ກີບ ເຂົ້າບັນຊີທະນາຄານຂອງທ່ານແລ້ວ',
    'withdrawalRejected.title': 'ລາຍການຖອນເງິນບໍ່ສຳເລັດ',
    'withdrawalRejected.body': 'ເງິນຖືກສົ່ງຄືນເຂົ້າກະເປົ໋າຂອງທ່ານແລ້ວ ແຕະເພື່ອເບິ່ງເຫດຜົນ',
    'withdrawalRejected.amount': 'ຖອນເງິນ {amount} ບາດ ບໍ່ສຳເລັດ ເງິນຖືກສົ່ງຄືນເຂົ້າກະເປົ໋າແລ້ວ ແຕະເພື່ອເບິ່ງເຫດຜົນ',
    'withdrawalRejected.amountKip': 'ຖອນເງິນ {amount} ກີບ ບໍ່ສຳເລັດ ເງິນຖືກສົ່ງຄືນເຂົ້າກະເປົ໋າແລ້ວ ແຕະເພື່ອເບິ່ງເຫດຜົນ',
    'supportReplied.title': 'ພະນັກງານຕອບກັບແລ້ວ',
    'supportReplied.body': 'ມີຂໍ້ຄວາມໃໝ່ຈາກພະນັກງານ ແຕະເພື່ອອ່ານ',
    'couponExpires.title': 'ຄູປອງຈະໝົດອາຍຸມື້ອື່ນ',
    'couponExpires.body': 'ທ່ານມີຄູປອງທີ່ຍັງບໍ່ໄດ້ໃຊ້ ເຊິ່ງຈະໝົດອາຍຸມື້ອື່ນ ແຕະເພື່ອຮັບ',
    'couponExpires.amount': 'ຄູປອງ {amount} ບາດ ຈະໝົດອາຍຸມື້ອື່ນ ແຕະເພື່ອຮັບ',
    'couponExpires.amountKip': 'ຄູປອງ {amount} ກີບ ຈະໝົດອາຍຸມື້ອື່ນ ແຕະເພື່ອຮັບ',
  },
  en: {
    'depositCredited.title': 'Deposit credited',
    'depositCredited.body': 'Your deposit is in your wallet. Tap to see your balance.',
    'depositCredited.amount': 'Your deposit of {amount} baht is in your wallet.',
    'depositCredited.amountKip': 'Your deposit of {amount} kip is in your wallet.',
    'withdrawalPaid.title': 'Withdrawal paid',
    'withdrawalPaid.body': 'Your withdrawal was sent to your bank account.',
    'withdrawalPaid.amount': '{amount} baht was sent to your bank account.',
    'withdrawalPaid.amountKip': '{amount} kip was sent to your bank account.',
    'withdrawalRejected.title': 'Withdrawal not completed',
    'withdrawalRejected.body': 'The money is back in your wallet. Tap to see why.',
    'withdrawalRejected.amount':
      'Your withdrawal of {amount} baht was not completed; the money is back in your wallet. Tap to see why.',
    'withdrawalRejected.amountKip':
      'Your withdrawal of {amount} kip was not completed; the money is back in your wallet. Tap to see why.',
    'supportReplied.title': 'Support replied',
    'supportReplied.body': 'You have a new message from support. Tap to read it.',
    'couponExpires.title': 'Your coupon expires tomorrow',
    'couponExpires.body': 'You have an unclaimed coupon that expires tomorrow. Tap to claim it.',
    'couponExpires.amount': 'Your {amount} baht coupon expires tomorrow. Tap to claim it.',
    'couponExpires.amountKip': 'Your {amount} kip coupon expires tomorrow. Tap to claim it.',
  },
} satisfies Record<Locale, Record<string, string>>;

export type NoticeTextKey = keyof (typeof NOTICE_TEXTS)['th'];

/** The text of `key` in the device's language, its {placeholders} filled. */
export function noticeText(language: Locale, key: NoticeTextKey, vars?: Record<string, string>): string {
  return interpolate(NOTICE_TEXTS[language][key], vars);
}
