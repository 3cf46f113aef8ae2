/** Thai texts of the statement screens; spread into thMessages (keys typed from here). */
export const thStatementMessages = {
  // Statuses of statement entries and slips (also the deposit modal's slip result).
  'status.success': 'สำเร็จ',
  'status.failed': 'ไม่สำเร็จ',
  'status.pending': 'กำลังดำเนินการ',

  'statement.empty': 'ยังไม่มีรายการ',
  'statement.typeDeposit': 'ฝากเงิน',
  'statement.typeBonus': 'โบนัส',
  'statement.typeFinishBonus': 'สิ้นสุดโบนัส',
  'statement.typeWithdraw': 'ถอนเงิน',
  'statement.typeTransfer': 'โยกเงิน',
  'statement.placeWallet': 'กระเป๋าเงิน',
  'statement.placeBank': 'ธนาคาร',
  'statement.placeTrueMoney': 'ทรูมันนี่',
  'statement.placeSandbox': 'เครดิตทดสอบ',
  'statement.placeQr': 'คิวอาร์ {channel}',
  'statement.placeSlip': 'สลิป {bank}',
  'statement.pages': 'หน้า',
  'statement.previousPage': 'หน้าก่อนหน้า',
  'statement.nextPage': 'หน้าถัดไป',
  'statement.page': 'หน้า {page}',

  'statement.slipStatus': 'สถานะการอัปโหลดสลิป',
  'statement.slipsEmpty': 'ยังไม่มีสลิปที่อัปโหลด',
  'statement.viewSlip': 'ดูสลิป',
  'statement.slipImage': 'รูปสลิป',
  'statement.openSlip': 'เปิดในแท็บใหม่',
};
