import type { Messages } from '../../message-types.ts';
import { laCommon } from './common.ts';
import { laAuth } from './auth.ts';
import { laAccount } from './account.ts';
import { laOperators } from './operators.ts';
import { laAudit } from './audit.ts';
import { laMembers } from './members.ts';
import { laDeposit } from './deposit.ts';
import { laWithdraw } from './withdraw.ts';
import { laPayoutFiles } from './payout-files.ts';
import { laWallet } from './wallet.ts';
import { laReports } from './reports.ts';
import { laChat } from './chat.ts';
import { laSettings } from './settings.ts';
import { laSettingsPreview } from './settings-preview.ts';
import { laDepositAccounts } from './deposit-accounts.ts';

/** Lao, one file per feature. */
export const laMessages: Messages = {
  ...laCommon,
  ...laAuth,
  ...laAccount,
  ...laOperators,
  ...laAudit,
  ...laMembers,
  ...laDeposit,
  ...laWithdraw,
  ...laPayoutFiles,
  ...laWallet,
  ...laReports,
  ...laChat,
  ...laSettings,
  ...laSettingsPreview,
  ...laDepositAccounts,
};
