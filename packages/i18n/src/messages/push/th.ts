/**
 * Phone notifications (issue 42, ADR 0157): the member's prompt and settings. What a push shows
 * on the device is the server's (apps/server/src/modules/push/notice-texts.ts).
 */
export const thPushMessages = {
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
