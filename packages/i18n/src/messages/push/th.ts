/**
 * Phone notifications (issue 42, ADR 0156): what a push shows on the device, and the member's
 * prompt and settings. A `.amount` text names the amount, shown only when the member chose it;
 * the other stands on a locked screen.
 */
export const thPushMessages = {
  'push.depositCredited.title': 'ฝากเงินสำเร็จ',
  'push.depositCredited.body': 'เงินฝากของคุณเข้ากระเป๋าแล้ว แตะเพื่อดูยอดเงิน',
  'push.depositCredited.amount': 'เงินฝาก {amount} บาท เข้ากระเป๋าของคุณแล้ว',
  'push.withdrawalPaid.title': 'ถอนเงินสำเร็จ',
  'push.withdrawalPaid.body': 'โอนเงินที่ถอนเข้าบัญชีธนาคารของคุณแล้ว',
  'push.withdrawalPaid.amount': 'โอนเงิน {amount} บาท เข้าบัญชีธนาคารของคุณแล้ว',
  'push.withdrawalRejected.title': 'รายการถอนเงินไม่สำเร็จ',
  'push.withdrawalRejected.body': 'เงินถูกคืนเข้ากระเป๋าของคุณแล้ว แตะเพื่อดูเหตุผล',
  'push.withdrawalRejected.amount': 'ถอนเงิน {amount} บาท ไม่สำเร็จ เงินถูกคืนเข้ากระเป๋าแล้ว แตะเพื่อดูเหตุผล',
  'push.supportReplied.title': 'เจ้าหน้าที่ตอบกลับแล้ว',
  'push.supportReplied.body': 'มีข้อความใหม่จากเจ้าหน้าที่ แตะเพื่ออ่าน',
  'push.couponExpires.title': 'คูปองจะหมดอายุพรุ่งนี้',
  'push.couponExpires.body': 'คุณมีคูปองที่ยังไม่ได้ใช้ซึ่งจะหมดอายุพรุ่งนี้ แตะเพื่อรับ',
  'push.couponExpires.amount': 'คูปอง {amount} บาท จะหมดอายุพรุ่งนี้ แตะเพื่อรับ',

  'push.prompt.title': 'รับการแจ้งเตือนบนเครื่องนี้?',
  'push.prompt.text': 'เราจะแจ้งเมื่อเงินฝากเข้า การถอนเงินเสร็จ หรือเจ้าหน้าที่ตอบกลับ แม้คุณไม่ได้เปิดแอป',
  'push.prompt.allow': 'เปิดการแจ้งเตือน',
  'push.prompt.later': 'ไม่ใช่ตอนนี้',
  'push.settings.title': 'การแจ้งเตือนบนเครื่องนี้',
  'push.settings.enabled': 'แจ้งเตือนเงินฝาก การถอน และข้อความจากเจ้าหน้าที่',
  'push.settings.showAmounts': 'แสดงจำนวนเงินในการแจ้งเตือน',
  'push.settings.showAmountsHint': 'จำนวนเงินอาจเห็นได้บนหน้าจอล็อก',
  'push.settings.blocked': 'เบราว์เซอร์บล็อกการแจ้งเตือนของเว็บไซต์นี้ เปิดได้ในการตั้งค่าของเบราว์เซอร์',
  'push.settings.unsupported': 'เบราว์เซอร์นี้ไม่รองรับการแจ้งเตือน',
  'push.settings.failed': 'เปิดการแจ้งเตือนไม่สำเร็จ ลองใหม่อีกครั้ง',
};
