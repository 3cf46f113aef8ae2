/** The phone as the operator may see it: only its last four digits (`xxx-xxx-1234`). */
export function maskedPhone(phone: string): string {
  return `xxx-xxx-${phone.slice(-4)}`;
}
