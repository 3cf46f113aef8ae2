/** Spec doc 2 section 9: a 10-digit bank account number reads 3-3-rest; other lengths stay as they are. */
export function formatAccountNumber(accountNo: string): string {
  return /^\d{10}$/.test(accountNo)
    ? `${accountNo.slice(0, 3)}-${accountNo.slice(3, 6)}-${accountNo.slice(6)}`
    : accountNo;
}
