import type { enDepositAccounts } from '../en/deposit-accounts.ts';

export const thDepositAccounts: Record<keyof typeof enDepositAccounts, string> = {
  'depositAccounts.title': 'บัญชีรับฝาก',
  'depositAccounts.note':
    'สมาชิกเห็นเฉพาะบัญชีที่เปิดอยู่ ตามลำดับนี้ ปิดบัญชีหนึ่ง (เช่น บัญชีถูกอายัด) สมาชิกจะถูกส่งไปบัญชีถัดไปทันทีเมื่อแอดมินคนที่สองยืนยัน สกุลเงินเป็นไปตามธนาคาร',
  'depositAccounts.column.order': 'ลำดับ',
  'depositAccounts.column.on': 'เปิด',
  'depositAccounts.column.bank': 'ธนาคาร',
  'depositAccounts.column.accountNo': 'เลขที่บัญชี',
  'depositAccounts.column.accountName': 'ชื่อบัญชี',
  'depositAccounts.column.mode': 'โหมด',
  'depositAccounts.column.currency': 'สกุลเงิน',
  'depositAccounts.column.actions': 'เลื่อนลำดับและลบ',
  'depositAccounts.qr': 'คิวอาร์',
  'depositAccounts.autoTarget': 'รับยอด AUTO',
  'depositAccounts.autoTargetHelp': 'บัญชีธนาคารโหมด AUTO บัญชีแรกที่เปิดอยู่: ยอดโอนเฉพาะที่ระบบให้สมาชิกโอนจะเข้าบัญชีนี้',
  'depositAccounts.currencyFromBank': 'กำหนดตามธนาคาร: ธนาคารลาวรับกีบ ธนาคารไทยรับบาท',
  'depositAccounts.currencyWas': '(บันทึกไว้เป็น {currency} เมื่อบันทึกจะเปลี่ยนเป็นสกุลเงินของธนาคาร)',
  'depositAccounts.up': 'เลื่อนขึ้น',
  'depositAccounts.down': 'เลื่อนลง',
  'depositAccounts.add': 'เพิ่มบัญชีธนาคาร',
};
