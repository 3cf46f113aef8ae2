import type { Locale } from '@wallet/contract';
import { interpolate } from '@wallet/i18n';

/**
 * What the team's chat is told (ADR 0177), in th, la and en: one line saying what waits and for
 * how long, the back-office link on its own line below (added by the sender). Kept beside the
 * job that sends them, as the push and SMS texts are.
 */
const ALERT_TEXTS = {
  th: {
    withdrawalWaiting: '⏰ รายการถอน #{id} ({amount}) ของสมาชิก #{memberId} รออนุมัติมา {minutes} นาที',
    adjustmentWaiting: '⏰ รายการปรับยอด #{id} ({amount}) ของสมาชิก #{memberId} รอผู้อนุมัติคนที่สองมา {minutes} นาที',
    heldCreditWaiting:
      '⏰ รายการเติมเครดิตจากธนาคาร #{id} ({amount}) ของสมาชิก #{memberId} รอผู้อนุมัติคนที่สองมา {minutes} นาที',
    payoutReturnWaiting:
      '⏰ การคืนรายการถอน #{id} ({amount}) ของสมาชิก #{memberId} รอผู้อนุมัติคนที่สองมา {minutes} นาที',
    settingChangeWaiting: '⏰ การเปลี่ยนการตั้งค่า "{name}" (#{id}) รอแอดมินคนที่สองมา {minutes} นาที',
    feedSilent: '🔕 ฟีดธนาคาร {source} ของบัญชี {bank} {accountNo} เงียบ ไม่มีรายการตั้งแต่ {since}',
    feedUnmatched: '❓ รายการโอนจากธนาคารที่จับคู่สมาชิกไม่ได้ {count} รายการ (เกิน {limit})',
    never: 'ไม่เคยมีรายการ',
  },
  la: {
    withdrawalWaiting: '⏰ ລາຍການຖອນ #{id} ({amount}) ຂອງສະມາຊິກ #{memberId} ລໍຖ້າອະນຸມັດມາ {minutes} ນາທີ',
    adjustmentWaiting:
      '⏰ ລາຍການປັບຍອດ #{id} ({amount}) ຂອງສະມາຊິກ #{memberId} ລໍຖ້າຜູ້ອະນຸມັດຄົນທີສອງມາ {minutes} ນາທີ',
    heldCreditWaiting:
      '⏰ ລາຍການເຕີມເຄຣດິດຈາກທະນາຄານ #{id} ({amount}) ຂອງສະມາຊິກ #{memberId} ລໍຖ້າຜູ້ອະນຸມັດຄົນທີສອງມາ {minutes} ນາທີ',
    payoutReturnWaiting:
      '⏰ ການສົ່ງຄືນລາຍການຖອນ #{id} ({amount}) ຂອງສະມາຊິກ #{memberId} ລໍຖ້າຜູ້ອະນຸມັດຄົນທີສອງມາ {minutes} ນາທີ',
    settingChangeWaiting: '⏰ ການປ່ຽນການຕັ້ງຄ່າ "{name}" (#{id}) ລໍຖ້າແອັດມິນຄົນທີສອງມາ {minutes} ນາທີ',
    feedSilent: '🔕 ຟີດທະນາຄານ {source} ຂອງບັນຊີ {bank} {accountNo} ງຽບ ບໍ່ມີລາຍການຕັ້ງແຕ່ {since}',
    feedUnmatched: '❓ ລາຍການໂອນຈາກທະນາຄານທີ່ຈັບຄູ່ສະມາຊິກບໍ່ໄດ້ {count} ລາຍການ (ເກີນ {limit})',
    never: 'ບໍ່ເຄີຍມີລາຍການ',
  },
  en: {
    withdrawalWaiting:
      '⏰ Withdrawal #{id} ({amount}) of member #{memberId} has waited {minutes} minutes for a decision',
    adjustmentWaiting:
      '⏰ Adjustment #{id} ({amount}) of member #{memberId} has waited {minutes} minutes for its second approver',
    heldCreditWaiting:
      '⏰ Bank credit #{id} ({amount}) of member #{memberId} has waited {minutes} minutes for its second approver',
    payoutReturnWaiting:
      '⏰ The return of withdrawal #{id} ({amount}) of member #{memberId} has waited {minutes} minutes for its second approver',
    settingChangeWaiting:
      '⏰ The change of setting "{name}" (#{id}) has waited {minutes} minutes for a second admin',
    feedSilent: '🔕 Bank feed {source} of account {bank} {accountNo} is silent: nothing since {since}',
    feedUnmatched: '❓ {count} bank-feed credits match no member (more than {limit})',
    never: 'never reported',
  },
} satisfies Record<Locale, Record<string, string>>;

export type AlertTextKey = keyof (typeof ALERT_TEXTS)['th'];

export function alertText(language: Locale, key: AlertTextKey, vars?: Record<string, string>): string {
  return interpolate(ALERT_TEXTS[language][key], vars);
}
