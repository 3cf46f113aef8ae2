import type { enAccount } from '../en/account.ts';

export const thAccount: Record<keyof typeof enAccount, string> = {
  'account.changePassword': 'เปลี่ยนรหัสผ่านของฉัน',
  'account.explain': 'เมื่อเปลี่ยนรหัสผ่าน เซสชันอื่นของคุณจะสิ้นสุด ส่วนเซสชันนี้ยังอยู่ในระบบ',
  'account.currentPassword': 'รหัสผ่านปัจจุบัน',
  'account.newPassword': 'รหัสผ่านใหม่',
  'account.repeatPassword': 'รหัสผ่านใหม่อีกครั้ง',
  'account.mismatch': 'รหัสผ่านใหม่ทั้งสองช่องไม่ตรงกัน',
  'account.submit': 'เปลี่ยนรหัสผ่าน',
  'account.changed': 'เปลี่ยนรหัสผ่านแล้ว เซสชันอื่นของคุณสิ้นสุดแล้ว',
};
