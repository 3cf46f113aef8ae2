import type { SiteVariant } from '@wallet/contract';

/**
 * The texts the site sends by SMS, in the language of the member who reads them. A phone the
 * site accepts is a phone of the site's country (the phone rule follows SITE_VARIANT), so the
 * member's language is the site's: Lao on the Lao site, Thai on the Thai site (ADR 0158). The
 * OTP's code and `Ref:` keep one shape in every language, so `readOtpMessage` reads them all.
 */
type SmsLanguage = 'th' | 'la';

const smsLanguage = (variant: SiteVariant): SmsLanguage => (variant === 'la' ? 'la' : 'th');

const otpTexts: Record<SmsLanguage, (code: string, ref: string) => string> = {
  th: (code, ref) => `รหัส OTP ของคุณคือ ${code} (Ref: ${ref}) ใช้ได้ 5 นาที ห้ามบอกรหัสนี้กับผู้อื่น`,
  la: (code, ref) => `ລະຫັດ OTP ຂອງທ່ານແມ່ນ ${code} (Ref: ${ref}) ໃຊ້ໄດ້ 5 ນາທີ ຫ້າມບອກລະຫັດນີ້ໃຫ້ຜູ້ອື່ນ`,
};

const oneTimePasswordTexts: Record<SmsLanguage, (password: string, minutes: number) => string> = {
  th: (password, minutes) =>
    `รหัสผ่านชั่วคราวของคุณคือ ${password} ใช้ได้ ${minutes} นาที สำหรับตั้งรหัสผ่านใหม่เท่านั้น ห้ามบอกรหัสนี้กับผู้อื่น`,
  la: (password, minutes) =>
    `ລະຫັດຜ່ານຊົ່ວຄາວຂອງທ່ານແມ່ນ ${password} ໃຊ້ໄດ້ ${minutes} ນາທີ ສຳລັບຕັ້ງລະຫັດຜ່ານໃໝ່ເທົ່ານັ້ນ ຫ້າມບອກລະຫັດນີ້ໃຫ້ຜູ້ອື່ນ`,
};

/** The registration / reset OTP text. */
export function otpSms(variant: SiteVariant, code: string, ref: string): string {
  return otpTexts[smsLanguage(variant)](code, ref);
}

/** The operator-requested one-time password text (ADR 0053). */
export function oneTimePasswordSms(variant: SiteVariant, password: string, minutes: number): string {
  return oneTimePasswordTexts[smsLanguage(variant)](password, minutes);
}
