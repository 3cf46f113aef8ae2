import type { enSettingsPreview } from '../en/settings-preview.ts';

export const thSettingsPreview: Record<keyof typeof enSettingsPreview, string> = {
  'settings.memberPreview.contact': 'หน้าติดต่อเราตามที่สมาชิกจะเห็น',
  'settings.memberPreview.sources': 'รายการช่องทางที่รู้จักเราในหน้าสมัครสมาชิก ตามที่สมาชิกจะเห็น',
  'settings.memberPreview.banks': 'รายการธนาคารในหน้าสมัครสมาชิก ตามที่สมาชิกจะเห็น',
  'settings.memberPreview.language': 'ภาษาของตัวอย่าง',
  'settings.memberPreview.note': 'แสดงจากค่าบนหน้าจอก่อนบันทึก ภาษาที่ยังไม่ได้แปลจะแสดงข้อความภาษาไทย ตามที่สมาชิกเห็น',
  'settings.memberPreview.siteTh': 'เว็บไทย',
  'settings.memberPreview.siteLa': 'เว็บลาว',
};
