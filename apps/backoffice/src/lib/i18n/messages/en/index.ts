import { enCommon } from './common.ts';
import { enAuth } from './auth.ts';
import { enAccount } from './account.ts';
import { enOperators } from './operators.ts';
import { enAudit } from './audit.ts';
import { enMembers } from './members.ts';
import { enDeposit } from './deposit.ts';
import { enWithdraw } from './withdraw.ts';
import { enPayoutFiles } from './payout-files.ts';
import { enWallet } from './wallet.ts';
import { enReports } from './reports.ts';
import { enChat } from './chat.ts';
import { enSettings } from './settings.ts';
import { enSettingsPreview } from './settings-preview.ts';
import { enDepositAccounts } from './deposit-accounts.ts';

/** English: the source catalogue of the back-office (keys typed from it), one file per feature. */
export const enMessages = {
  ...enCommon,
  ...enAuth,
  ...enAccount,
  ...enOperators,
  ...enAudit,
  ...enMembers,
  ...enDeposit,
  ...enWithdraw,
  ...enPayoutFiles,
  ...enWallet,
  ...enReports,
  ...enChat,
  ...enSettings,
  ...enSettingsPreview,
  ...enDepositAccounts,
};
