/**
 * The SMS that carries a member's one-time password (ADR 0053). It goes to the phone the member
 * registered with (their username), so the operator who asked for it never reads it. Thai, as
 * the OTP message is: the phone's owner, not the operator's screen language, reads it.
 */
export function oneTimePasswordSms(password: string, minutes: number): string {
  return `รหัสผ่านชั่วคราวของคุณคือ ${password} ใช้ได้ ${minutes} นาที สำหรับตั้งรหัสผ่านใหม่เท่านั้น ห้ามบอกรหัสนี้กับผู้อื่น`;
}

/** The phone as the operator may see it: only its last four digits (`xxx-xxx-1234`). */
export function maskedPhone(phone: string): string {
  return `xxx-xxx-${phone.slice(-4)}`;
}
