/**
 * Thai interbank codes (the sendingBank of a slip's mini-QR) and our bank codes. Banks not
 * listed (foreign branches, Lao banks) still verify; only the bank comparison is skipped.
 */
const byInterbankCode: Record<string, string> = {
  '002': 'BBL',
  '004': 'KBANK',
  '006': 'KTB',
  '011': 'TMB',
  '014': 'SCB',
  '022': 'CIMB',
  '024': 'UOB',
  '025': 'BAY',
  '030': 'GSB',
  '033': 'GHB',
  '034': 'BAAC',
  '067': 'TISCO',
  '069': 'KKP',
  '073': 'LHB',
};

export function bankOfInterbankCode(code: string): string | undefined {
  return byInterbankCode[code];
}

export function interbankCodeOf(bankCode: string): string | undefined {
  return Object.entries(byInterbankCode).find(([, bank]) => bank === bankCode)?.[0];
}
