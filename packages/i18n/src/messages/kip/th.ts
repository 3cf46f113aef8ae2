/**
 * The kip twins of the texts that name baht (Thai): a kip member reads kip where a baht member
 * reads baht (ADR 0167). A key `xKip` stands for `x`; `moneyTextKey` picks one by the member's currency.
 */
export const thKipMessages = {
  'refund.confirmTextKip': 'ย้ายยอดคืน {amount} กีบเข้ากระเป๋าเงิน',
  'refund.colAmountKip': 'จำนวน (กีบ)',
  'bonus.cardTitleKip': 'โบนัส {percent}% สูงสุด {max} กีบ',
  'bonus.termsKip': 'รับ {percent}% ของยอดฝาก สูงสุด {max} กีบ ฝากขั้นต่ำ {min} กีบ',
  'bonus.activatedKip': 'รับโบนัส {amount} กีบเรียบร้อยแล้ว',
  'bonus.activeTextKip': 'โบนัส {code}: จบโบนัสได้เมื่อยอดรวมถึง {target} กีบ หรือต่ำกว่า {floor} กีบ',
  'withdraw.bonusPreviewKip': 'มีโบนัสอยู่: ได้รับ {amount} กีบ ถูกหัก {deducted} กีบ',
  'spin.prizeCreditKip': 'ยินดีด้วย! คุณได้รับคูปองเครดิต {amount} กีบ',
  'spin.claimTextKip': 'เพิ่ม {amount} กีบ เข้ากระเป๋าเงินแล้ว',
  'spin.howToKip': 'ฝากเงินทุก {amount} กีบ รับ 1 เหรียญ หมุนได้ครั้งละ 1 เหรียญ',
  'deposit.qrAltKip': 'คิวอาร์โค้ดสำหรับชำระ {amount} กีบ',
  'deposit.qrAmountKip': 'จำนวน {amount} กีบ',
  'deposit.qrMinimumKip': 'ขั้นต่ำ {min} กีบ',
  'deposit.slipDoneCreditedKip': 'สลิปยอด {amount} กีบผ่านการตรวจสอบ เงินเข้ากระเป๋าเงินแล้ว',
  'deposit.slipDoneCheckingKip': 'ได้รับสลิปยอด {amount} กีบแล้ว กำลังตรวจสอบ ยอดจะเข้ากระเป๋าเมื่อยืนยันแล้ว',
  'deposit.slipAmountKip': 'จำนวน {amount} กีบ',
  'invite.claimTextKip': 'รับโบนัส {amount} กีบเข้ากระเป๋าเงิน',
  'invite.colAmountKip': 'จำนวน (กีบ)',
  'invite.claimSuccessKip': 'รับโบนัสแนะนำเพื่อน {amount} กีบเข้ากระเป๋าเงินแล้ว',
  'money.amountKip': 'จำนวนเงิน (กีบ)',
  'game.balanceKip': 'ยอดเงิน {amount} กีบ',
  'withdraw.limitsKip': 'ถอนได้ครั้งละ {min} ถึง {max} กีบ',
  /** Not a twin: what a kip amount field says of decimals (kip is typed whole). */
  'money.wholeKip': 'กรอกจำนวนเงินเป็นกีบเต็มจำนวน ไม่มีจุดทศนิยม',
};
