/** Operator links and image addresses: the shared rules (packages/contract, operator-html.ts). */
export { safeHttpUrl, safeHttpUrlOrPath } from '@wallet/contract';
