import type { enAuth } from '../en/auth.ts';

export const thAuth: Record<keyof typeof enAuth, string> = {
  'auth.username': 'ชื่อผู้ใช้',
  'auth.password': 'รหัสผ่าน',
  'auth.totp': 'รหัสจากแอปยืนยันตัวตน',
  'auth.signIn': 'เข้าสู่ระบบ',
  'auth.signOut': 'ออกจากระบบ',
  'auth.totpHint': 'รหัส 6 หลักที่แอปยืนยันตัวตนแสดงอยู่ตอนนี้ หากเข้าสู่ระบบครั้งแรกและยังไม่มีแอป ให้เว้นว่างไว้',
  'auth.wrongCredential': 'ชื่อผู้ใช้ รหัสผ่าน หรือรหัสยืนยันไม่ถูกต้อง',
  'auth.enrol.title': 'ตั้งค่าแอปยืนยันตัวตน',
  'auth.enrol.explain':
    'ผู้ปฏิบัติงานทุกคนเข้าสู่ระบบด้วยรหัสจากแอปยืนยันตัวตน สแกนคิวอาร์โค้ดนี้ด้วยแอปในโทรศัพท์ของคุณ (หรือพิมพ์รหัสลับ) แล้วกรอกรหัส 6 หลักที่แอปแสดง ข้อมูลนี้แสดงเพียงครั้งนี้เท่านั้น',
  'auth.enrol.confirm': 'ยืนยันและเข้าสู่ระบบ',

  'totp.title': 'ลงทะเบียนแอปยืนยันตัวตน',
  'totp.scan': 'สแกนรหัสนี้ด้วยแอปยืนยันตัวตนของ {username} (Google Authenticator, Authy, …)',
  'totp.qrAlt': 'คิวอาร์โค้ดของรหัสลับ TOTP',
  'totp.secret': 'หรือพิมพ์รหัสลับนี้',
};
