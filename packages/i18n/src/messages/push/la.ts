import type { thPushMessages } from './th.ts';

export const laPushMessages: Record<keyof typeof thPushMessages, string> = {
  'push.prompt.title': 'ຮັບການແຈ້ງເຕືອນໃນເຄື່ອງນີ້ບໍ?',
  'push.prompt.text': 'ພວກເຮົາຈະແຈ້ງເມື່ອເງິນຝາກເຂົ້າ ການຖອນເງິນສຳເລັດ ຫຼື ພະນັກງານຕອບກັບ ເຖິງວ່າທ່ານບໍ່ໄດ້ເປີດແອັບ',
  'push.prompt.allow': 'ເປີດການແຈ້ງເຕືອນ',
  'push.prompt.later': 'ບໍ່ແມ່ນຕອນນີ້',
  'push.settings.title': 'ການແຈ້ງເຕືອນໃນເຄື່ອງນີ້',
  'push.settings.enabled': 'ແຈ້ງເຕືອນເງິນຝາກ ການຖອນ ແລະ ຂໍ້ຄວາມຈາກພະນັກງານ',
  'push.settings.showAmounts': 'ສະແດງຈຳນວນເງິນໃນການແຈ້ງເຕືອນ',
  'push.settings.showAmountsHint': 'ຈຳນວນເງິນອາດເຫັນໄດ້ໃນໜ້າຈໍລັອກ',
  'push.settings.blocked': 'ບຣາວເຊີບລັອກການແຈ້ງເຕືອນຂອງເວັບໄຊນີ້ ເປີດໄດ້ໃນການຕັ້ງຄ່າຂອງບຣາວເຊີ',
  'push.settings.unsupported': 'ບຣາວເຊີນີ້ບໍ່ຮອງຮັບການແຈ້ງເຕືອນ',
  'push.settings.failed': 'ເປີດການແຈ້ງເຕືອນບໍ່ສຳເລັດ ລອງໃໝ່ອີກຄັ້ງ',
};
