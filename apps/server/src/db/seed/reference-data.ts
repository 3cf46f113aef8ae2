/** Thai and Lao banks, with Thai names (the register and profile screens show nameTH). */
export const bankRows = [
  { code: 'KBANK', nameTH: 'ธนาคารกสิกรไทย', nameEN: 'Kasikornbank', country: 'TH' },
  { code: 'SCB', nameTH: 'ธนาคารไทยพาณิชย์', nameEN: 'Siam Commercial Bank', country: 'TH' },
  { code: 'KTB', nameTH: 'ธนาคารกรุงไทย', nameEN: 'Krungthai Bank', country: 'TH' },
  { code: 'BBL', nameTH: 'ธนาคารกรุงเทพ', nameEN: 'Bangkok Bank', country: 'TH' },
  { code: 'TMB', nameTH: 'ธนาคารทหารไทยธนชาต', nameEN: 'TMBThanachart Bank', country: 'TH' },
  { code: 'BAY', nameTH: 'ธนาคารกรุงศรีอยุธยา', nameEN: 'Bank of Ayudhya (Krungsri)', country: 'TH' },
  { code: 'GSB', nameTH: 'ธนาคารออมสิน', nameEN: 'Government Savings Bank', country: 'TH' },
  { code: 'BAAC', nameTH: 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร', nameEN: 'BAAC', country: 'TH' },
  { code: 'GHB', nameTH: 'ธนาคารอาคารสงเคราะห์', nameEN: 'Government Housing Bank', country: 'TH' },
  { code: 'CIMB', nameTH: 'ธนาคารซีไอเอ็มบี ไทย', nameEN: 'CIMB Thai', country: 'TH' },
  { code: 'UOB', nameTH: 'ธนาคารยูโอบี', nameEN: 'UOB Thailand', country: 'TH' },
  { code: 'KKP', nameTH: 'ธนาคารเกียรตินาคินภัทร', nameEN: 'Kiatnakin Phatra Bank', country: 'TH' },
  { code: 'TISCO', nameTH: 'ธนาคารทิสโก้', nameEN: 'TISCO Bank', country: 'TH' },
  { code: 'LHB', nameTH: 'ธนาคารแลนด์ แอนด์ เฮ้าส์', nameEN: 'Land and Houses Bank', country: 'TH' },
  { code: 'BCEL', nameTH: 'ธนาคารการค้าต่างประเทศลาว', nameEN: 'BCEL One', country: 'LA' },
  { code: 'LDB', nameTH: 'ธนาคารพัฒนาลาว', nameEN: 'Lao Development Bank', country: 'LA' },
  { code: 'APB', nameTH: 'ธนาคารส่งเสริมการเกษตร (ลาว)', nameEN: 'Agricultural Promotion Bank', country: 'LA' },
  { code: 'JDB', nameTH: 'ธนาคารร่วมพัฒนา', nameEN: 'Joint Development Bank', country: 'LA' },
  { code: 'STB', nameTH: 'ธนาคารเอสที', nameEN: 'ST Bank', country: 'LA' },
  { code: 'LVB', nameTH: 'ธนาคารร่วมทุนลาว-เวียด', nameEN: 'Lao-Viet Bank', country: 'LA' },
] as const;

export const sourceRows = [
  { code: 'FACEBOOK', description: 'Facebook' },
  { code: 'LINE', description: 'LINE' },
  { code: 'GOOGLE', description: 'Google' },
  { code: 'TIKTOK', description: 'TikTok' },
  { code: 'YOUTUBE', description: 'YouTube' },
  { code: 'FRIEND', description: 'เพื่อนแนะนำ' },
  { code: 'OTHER', description: 'อื่น ๆ' },
] as const;
