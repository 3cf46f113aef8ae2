import { laDepositMessages } from '../deposit/la.ts';
import { laStatementMessages } from '../statement/la.ts';
import { laBonusMessages } from '../bonus/la.ts';
import { laInviteMessages } from '../invite/la.ts';
import { laRefundMessages } from '../refund/la.ts';
import { laSpinMessages } from '../spin/la.ts';
import { laChatMessages } from '../chat/la.ts';
import { laPushMessages } from '../push/la.ts';
import { laDrawsMessages } from '../draws/la.ts';
import type { thLaterMessages } from './th.ts';

/** The Lao texts of the screens after home (ADR 0184; see ./th.ts). */
export const laLaterMessages: Record<keyof typeof thLaterMessages, string> = {
  ...laDepositMessages,
  ...laStatementMessages,
  ...laBonusMessages,
  ...laInviteMessages,
  ...laRefundMessages,
  ...laSpinMessages,
  ...laChatMessages,
  ...laPushMessages,
  ...laDrawsMessages,
};
