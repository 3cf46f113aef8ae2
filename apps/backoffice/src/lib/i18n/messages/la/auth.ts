import type { enAuth } from '../en/auth.ts';

export const laAuth: Record<keyof typeof enAuth, string> = {
  'auth.username': 'ຊື່ຜູ້ໃຊ້',
  'auth.password': 'ລະຫັດຜ່ານ',
  'auth.totp': 'ລະຫັດຈາກແອັບຢືນຢັນຕົວຕົນ',
  'auth.signIn': 'ເຂົ້າສູ່ລະບົບ',
  'auth.signOut': 'ອອກຈາກລະບົບ',
  'auth.totpHint': 'ລະຫັດ 6 ຕົວທີ່ແອັບຢືນຢັນຕົວຕົນສະແດງຢູ່ຕອນນີ້. ຖ້າເຂົ້າສູ່ລະບົບເທື່ອທຳອິດ ແລະ ຍັງບໍ່ມີແອັບ ໃຫ້ປະຫວ່າງໄວ້',
  'auth.wrongCredential': 'ຊື່ຜູ້ໃຊ້, ລະຫັດຜ່ານ ຫຼື ລະຫັດຢືນຢັນບໍ່ຖືກຕ້ອງ',
  'auth.enrol.title': 'ຕັ້ງຄ່າແອັບຢືນຢັນຕົວຕົນ',
  'auth.enrol.explain':
    'ພະນັກງານທຸກຄົນເຂົ້າສູ່ລະບົບດ້ວຍລະຫັດຈາກແອັບຢືນຢັນຕົວຕົນ. ສະແກນຄິວອາໂຄດນີ້ດ້ວຍແອັບໃນໂທລະສັບຂອງທ່ານ (ຫຼື ພິມລະຫັດລັບ), ແລ້ວປ້ອນລະຫັດ 6 ຕົວທີ່ແອັບສະແດງ. ສະແດງພຽງເທື່ອນີ້ເທົ່ານັ້ນ.',
  'auth.enrol.confirm': 'ຢືນຢັນ ແລະ ເຂົ້າສູ່ລະບົບ',

  'totp.title': 'ລົງທະບຽນແອັບຢືນຢັນຕົວຕົນ',
  'totp.scan': 'ສະແກນລະຫັດນີ້ດ້ວຍແອັບຢືນຢັນຕົວຕົນຂອງ {username} (Google Authenticator, Authy, …)',
  'totp.qrAlt': 'ຄິວອາໂຄດຂອງລະຫັດລັບ TOTP',
  'totp.secret': 'ຫຼື ພິມລະຫັດລັບນີ້',
};
