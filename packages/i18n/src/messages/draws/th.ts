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
  'draws.verified': 'ตรงกัน: นี่คือผลที่ถูกกำหนดไว้ก่อนที่คุณจะเล่น',
  'draws.mismatch': 'ไม่ตรงกัน: คำนวณซ้ำได้ผล “{outcome}” กรุณาติดต่อเจ้าหน้าที่',
  'draws.plain': 'ผลนี้ถูกกำหนดไว้แล้วก่อนที่คุณจะเล่น และนี่คือวิธีตรวจสอบ',
  'draws.plainHow':
    'กด “ตรวจสอบ” ที่รายการใดก็ได้ โทรศัพท์ของคุณจะคำนวณผลซ้ำจากข้อมูลที่เราล็อกไว้ก่อนการสุ่ม แล้วบอกว่าตรงกันหรือไม่',
  'draws.details': 'รายละเอียดทางเทคนิค',
  'draws.odds': 'nonce {nonce} · น้ำหนักการสุ่ม: {odds}',
  'draws.roll': 'roll ที่คำนวณได้: {roll}',
  'draws.serverSeed': 'Server seed',
} as const;
