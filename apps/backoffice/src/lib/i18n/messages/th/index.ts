import type { Messages } from '../../message-types.ts';
import { thCommon } from './common.ts';
import { thAuth } from './auth.ts';
import { thAccount } from './account.ts';
import { thOperators } from './operators.ts';
import { thAudit } from './audit.ts';
import { thMembers } from './members.ts';
import { thDeposit } from './deposit.ts';
import { thWithdraw } from './withdraw.ts';
import { thPayoutFiles } from './payout-files.ts';
import { thWallet } from './wallet.ts';
import { thReports } from './reports.ts';
import { thChat } from './chat.ts';
import { thSettings } from './settings.ts';
import { thSettingsPreview } from './settings-preview.ts';
import { thDepositAccounts } from './deposit-accounts.ts';

/** Thai, one file per feature. */
export const thMessages: Messages = {
  ...thCommon,
  ...thAuth,
  ...thAccount,
  ...thOperators,
  ...thAudit,
  ...thMembers,
  ...thDeposit,
  ...thWithdraw,
  ...thPayoutFiles,
  ...thWallet,
  ...thReports,
  ...thChat,
  ...thSettings,
  ...thSettingsPreview,
  ...thDepositAccounts,
};
