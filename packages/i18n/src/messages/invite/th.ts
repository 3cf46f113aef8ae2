/** The invite modal, its commission records and the referral-bonus claim (th is the source of the keys). */
export const thInviteMessages = {
  'invite.title': 'ชวนเพื่อน',
  'invite.text': 'แชร์ลิงก์ของคุณ รับโบนัสเมื่อเพื่อนที่สมัครผ่านลิงก์นี้เล่นเกม',
  'invite.link': 'ลิงก์ชวนเพื่อนของคุณ',
  'invite.copy': 'คัดลอกลิงก์ชวนเพื่อน',
  'invite.claimTitle': 'รับโบนัสแนะนำเพื่อน',
  'invite.claimText': 'รับโบนัส {amount} บาทเข้ากระเป๋าเงิน',
  'invite.claimRates': 'อัตราสำเร็จ {success}% อัตราไม่สำเร็จ {fail}%',
  'invite.claimConfirm': 'ยืนยันรับโบนัส',
  'invite.recordsTitle': 'ค่าคอมมิชชั่นจากเพื่อน',
  'invite.colFrom': 'จาก',
  'invite.colAmount': 'จำนวน (บาท)',
  'invite.colDate': 'วันที่',
  'invite.empty': 'ยังไม่มีค่าคอมมิชชั่น',
  'invite.bannersLabel': 'โปรโมชั่นชวนเพื่อน',
  'invite.claimSuccess': 'รับโบนัสแนะนำเพื่อน {amount} บาทเข้ากระเป๋าเงินแล้ว',
} as const;
