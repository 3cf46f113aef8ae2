import type { enWallet } from '../en/wallet.ts';

export const thWallet: Record<keyof typeof enWallet, string> = {
  'adjustment.member': 'สมาชิก: เบอร์โทร ชื่อ เลขบัญชี หรือรหัส',

  'adjustment.memberId': 'รหัสสมาชิก',
  'adjustment.direction': 'ประเภท',
  'adjustment.direction.credit': 'เพิ่มยอด',
  'adjustment.direction.debit': 'หักยอด',
  'adjustment.amount': 'จำนวน (บาท)',
  'adjustment.amountInvalid': 'จำนวนต้องมากกว่าศูนย์ และมีทศนิยมไม่เกินสองตำแหน่ง',
  'adjustment.review': 'ตรวจสอบและยืนยัน',
  'adjustment.confirmTitle': 'ปรับยอดกระเป๋าเงินนี้?',
  'adjustment.applied': 'ปรับยอดเรียบร้อยแล้ว',
  'adjustment.waiting': 'รายการปรับยอดรอผู้ปฏิบัติงานคนที่สองอนุมัติ:',
  'adjustment.fourEyes':
    'การเติมเงินให้สมาชิกหนึ่งคนรวมเกิน {amount} บาท (สมาชิกกีบ {kip} กีบ) ใน 24 ชั่วโมง และการหักเงินเกินจำนวนนี้ ต้องให้ผู้ปฏิบัติงานคนที่สองอนุมัติ',
  'adjustment.dayCredits':
    'ยอดเติมโดยผู้ปฏิบัติงานให้สมาชิกนี้ใน 24 ชั่วโมงที่ผ่านมา: {member} จาก {memberLimit} ยอดที่คุณเติม: {operator} จาก {operatorLimit}',
  'adjustment.creditWillWait': 'ด้วยจำนวนนี้ รายการเติมเงินจะรอผู้ปฏิบัติงานคนที่สองอนุมัติ',
  'adjustment.creditAtOnce': 'ด้วยจำนวนนี้ รายการเติมเงินจะมีผลทันที',
  'adjustment.debitWillWait': 'ด้วยจำนวนนี้ รายการหักเงินจะรอผู้ปฏิบัติงานคนที่สองอนุมัติ',
  'adjustment.debitAtOnce': 'ด้วยจำนวนนี้ รายการหักเงินจะมีผลทันที',
  'adjustment.balanceChange': 'ยอดกระเป๋าก่อน: {before} · หลัง: {after}',
  'adjustment.requestedBy': 'ผู้ขอ',
  'adjustment.ownRequest': 'คำขอของคุณ: ให้ผู้อื่นอนุมัติ',
  'adjustment.status.PENDING_APPROVAL': 'รออนุมัติ',
  'adjustment.status.APPLIED': 'ปรับยอดแล้ว',
  'adjustment.status.REJECTED': 'ปฏิเสธแล้ว',
  'adjustment.approveTitle': 'อนุมัติการปรับยอดนี้?',
  'adjustment.rejectTitle': 'ปฏิเสธการปรับยอดนี้?',
};
