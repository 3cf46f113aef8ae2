/** The header every money-moving POST accepts; a retry with the same key gets the first answer. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,100}$/;
