import type { enSettingsPreview } from '../en/settings-preview.ts';

export const laSettingsPreview: Record<keyof typeof enSettingsPreview, string> = {
  'settings.memberPreview.contact': 'ໜ້າຕິດຕໍ່ພວກເຮົາ ຕາມທີ່ສະມາຊິກຈະເຫັນ',
  'settings.memberPreview.sources': 'ລາຍການຊ່ອງທາງທີ່ຮູ້ຈັກພວກເຮົາໃນໜ້າສະໝັກສະມາຊິກ ຕາມທີ່ສະມາຊິກຈະເຫັນ',
  'settings.memberPreview.banks': 'ລາຍການທະນາຄານໃນໜ້າສະໝັກສະມາຊິກ ຕາມທີ່ສະມາຊິກຈະເຫັນ',
  'settings.memberPreview.language': 'ພາສາຂອງຕົວຢ່າງ',
  'settings.memberPreview.note': 'ສະແດງຈາກຄ່າໃນໜ້າຈໍກ່ອນບັນທຶກ; ພາສາທີ່ຍັງບໍ່ໄດ້ແປຈະສະແດງຂໍ້ຄວາມພາສາໄທ ຕາມທີ່ສະມາຊິກເຫັນ',
  'settings.memberPreview.siteTh': 'ເວັບໄທ',
  'settings.memberPreview.siteLa': 'ເວັບລາວ',
};
