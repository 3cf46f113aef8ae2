import type { DepositNoticeReply } from '@wallet/contract';
import { toBaht, toSatang } from '@wallet/contract';
import { fail } from '../../../lib/app-error.ts';
import { amountRulesFor, typedAmount, type SettingsService } from '../../settings/index.ts';
import type { Ledger } from '../../wallet/index.ts';

/** Pending deposit notices one member may have open at a time. */
const OPEN_NOTICES_MAX = 3;

/**
 * POST /api/wallet/add (ADR 0014): the member tells us about a transfer they made to a
 * deposit account. It is recorded for an operator to match against the bank statement
 * and shows in the statement as a pending deposit; it never moves money by itself.
 */
export class DepositNotices {
  constructor(
    private readonly ledger: Ledger,
    private readonly settings: SettingsService,
  ) {}

  async notify(memberId: number, amountBaht: number, opKey?: string): Promise<DepositNoticeReply> {
    // In the member's currency (ADR 0167): whole kip and the kip transfer minimum for a kip member.
    const rules = await amountRulesFor(this.settings, await this.ledger.currencyOf(memberId));
    const amount = typedAmount(amountBaht, rules.currency);
    if (amount < rules.transferMin) fail('TRANSFER_MINIMUM');
    // A notice is only the member's word: its size is bounded as a withdrawal's is (ADR 0054).
    const { maxBaht } = await this.settings.get('depositNotice');
    if (amount > toSatang(maxBaht)!) fail('KEY_INVALID');
    const movement =
      (await this.ledger.recordPending(
        {
          memberId,
          statementType: 'deposit',
          kind: 'deposit_notice',
          fromPlace: 'BANK',
          toPlace: 'WALLET',
          provider: null,
          amount,
          opKey: opKey ?? null,
        },
        OPEN_NOTICES_MAX,
      )) ?? fail('REQUEST_LIMIT');
    return { reference: movement.reference, status: 'PENDING', amount: toBaht(movement.amount) };
  }
}
