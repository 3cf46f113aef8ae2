/** Written by the scrypt code ADR 0033 replaced (N=2^15, r=8, p=3), for the password below. */
export const OLD_SCRYPT_PASSWORD = 'Old-scrypt-pass-91';
export const OLD_SCRYPT_HASH =
  'scrypt$32768$8$3$8kN1fp2brS64ZHBhl9aGtg==$3Iozb2oETLUk2H1TSjpL2qqzMm2S7ggg1S4CtcnsakY=';
