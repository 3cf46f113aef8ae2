/** The deposit module's public surface: every channel (the bank feed among them), the reviews, and the one call that registers them all. */
export { depositModule, type DepositModuleDeps } from './module.ts';
export { depositNoticeModule, type DepositNoticeDeps } from './notice/module.ts';
export { qrDepositModule, type QrDepositDeps } from './qr/module.ts';
export { slipDepositModule, type SlipDepositDeps } from './slip/module.ts';
export { trueLinkModule, type TrueLinkDeps } from './truelink/module.ts';
export { bankFeedModule, type BankFeedDeps } from './bank-feed/module.ts';
export { depositReviewModule, type DepositReviewDeps } from './review/module.ts';
export { SlipImageUrls } from './slip/slip-image-url.ts';
export { BankFeedHealthCheck } from './bank-feed/feed-health.ts';
