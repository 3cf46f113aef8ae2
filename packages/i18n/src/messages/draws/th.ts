/** The draws' verify view and its client seed (th is the source of the keys). */
export const thDrawsMessages = {
  'draws.open': 'ตรวจสอบความโปร่งใสของการสุ่ม',
  'draws.title': 'ตรวจสอบผลการสุ่ม',
  'draws.how':
    'ทุกการสุ่มคำนวณจาก HMAC-SHA256(server seed, client seed:nonce) แฮชของ server seed แสดงให้เห็นก่อนการสุ่ม และ server seed จะเปิดเผยหลังการสุ่ม คุณจึงคำนวณผลซ้ำเองได้',
  'draws.nextHash': 'แฮชของ server seed ครั้งถัดไป',
  'draws.clientSeed': 'Client seed ของคุณ',
  'draws.saveSeed': 'บันทึก client seed',
  'draws.seedSaved': 'บันทึก client seed แล้ว',
  'draws.nonce': 'Nonce ครั้งถัดไป: {nonce}',
  'draws.empty': 'ยังไม่มีการสุ่ม',
  'draws.purposeInviteClaim': 'รับโบนัสแนะนำเพื่อน',
  'draws.purposeRefundAdd': 'ยอดคืนเข้ากระเป๋า',
  'draws.purposeSpin': 'หมุนวงล้อนำโชค',
  'draws.outcomeSuccess': 'สำเร็จ',
  'draws.outcomeFail': 'ไม่สำเร็จ',
  'draws.verify': 'ตรวจสอบ',
  'draws.verified': 'ถูกต้อง: แฮชตรงกัน และคำนวณซ้ำได้ผลเดิม (roll {roll})',
  'draws.mismatch': 'ไม่ตรงกัน: ผลที่คำนวณได้คือ {outcome} (roll {roll})',
  'draws.serverSeed': 'Server seed',
} as const;
