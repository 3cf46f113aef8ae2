import { enDepositMessages } from '../deposit/en.ts';
import { enStatementMessages } from '../statement/en.ts';
import { enBonusMessages } from '../bonus/en.ts';
import { enInviteMessages } from '../invite/en.ts';
import { enRefundMessages } from '../refund/en.ts';
import { enSpinMessages } from '../spin/en.ts';
import { enChatMessages } from '../chat/en.ts';
import { enPushMessages } from '../push/en.ts';
import { enDrawsMessages } from '../draws/en.ts';
import type { thLaterMessages } from './th.ts';

/** The English texts of the screens after home (ADR 0184; see ./th.ts). */
export const enLaterMessages: Record<keyof typeof thLaterMessages, string> = {
  ...enDepositMessages,
  ...enStatementMessages,
  ...enBonusMessages,
  ...enInviteMessages,
  ...enRefundMessages,
  ...enSpinMessages,
  ...enChatMessages,
  ...enPushMessages,
  ...enDrawsMessages,
};
