/** The deposit channels' public surface: one module per channel, and the deposit notice. */
export { depositNoticeModule, type DepositNoticeDeps } from './notice/module.ts';
export { qrDepositModule, type QrDepositDeps } from './qr/module.ts';
export { slipDepositModule, type SlipDepositDeps } from './slip/module.ts';
export { trueLinkModule, type TrueLinkDeps } from './truelink/module.ts';
export { SlipImageUrls } from './slip/slip-image-url.ts';
export { depositReviewModule, type DepositReviewDeps } from './review/module.ts';
