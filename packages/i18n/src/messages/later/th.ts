import { thDepositMessages } from '../deposit/th.ts';
import { thStatementMessages } from '../statement/th.ts';
import { thBonusMessages } from '../bonus/th.ts';
import { thInviteMessages } from '../invite/th.ts';
import { thRefundMessages } from '../refund/th.ts';
import { thSpinMessages } from '../spin/th.ts';
import { thChatMessages } from '../chat/th.ts';
import { thPushMessages } from '../push/th.ts';
import { thDrawsMessages } from '../draws/th.ts';

/**
 * The Thai texts of the screens after home (deposit, statement, bonus, invite, refund, spin, chat,
 * push, draws): the member app loads them with the first of those screens, not with home's first
 * paint (ADR 0184). A new domain's group goes here; a text home draws goes in ../th.ts.
 */
export const thLaterMessages = {
  ...thDepositMessages,
  ...thStatementMessages,
  ...thBonusMessages,
  ...thInviteMessages,
  ...thRefundMessages,
  ...thSpinMessages,
  ...thChatMessages,
  ...thPushMessages,
  ...thDrawsMessages,
};
