export * from './constants.ts';
export * from './errors.ts';
export * from './rules.ts';
export * from './api/common.ts';
export * from './api/lookup.ts';
export * from './api/account.ts';
export * from './api/otp.ts';
export * from './api/sandbox.ts';
