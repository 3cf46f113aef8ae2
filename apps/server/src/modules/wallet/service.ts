import {
  toBaht,
  toSatang,
  TRANSFER_MIN_BAHT,
  walletReply,
  type DepositNoticeReply,
  type WalletReply,
} from '@wallet/contract';
import { fail } from '../../lib/app-error.ts';
import type { SettingsService } from '../settings/service.ts';
import type { GameAccounts } from '../games/accounts.ts';
import type { Ledger } from './ledger.ts';
import type { BalanceEvents } from './events.ts';
import { insertMovement, movementByOpKey } from './movements.ts';
import { readWalletView } from './wallet-view.ts';

/** Pending deposit notices one member may have open at a time. */
const OPEN_NOTICES_MAX = 3;

const CACHE_MAX = 50_000;

/** Home's wallet answer, and the deposit notice of POST /api/wallet/add. */
export class WalletService {
  /** Serialised wallet answers by member, dropped on any change to that member (ADR 0017). */
  private readonly answers = new Map<number, { json: string; until: number }>();

  constructor(
    private readonly ledger: Ledger,
    private readonly games: GameAccounts,
    private readonly settings: SettingsService,
    events: BalanceEvents,
    private readonly cacheMs: number,
  ) {
    events.onChanged((memberId) => {
      this.answers.delete(memberId);
      this.generations.set(memberId, (this.generations.get(memberId) ?? 0) + 1);
    });
  }

  /**
   * Bumped by every change to a member: an answer read before a change but finished after it
   * must not be kept, or the member's own action would seem undone for a moment.
   */
  private readonly generations = new Map<number, number>();

  /**
   * GET /api/wallet is the most frequent call (home, every refresh, after every action): the
   * answer is kept as JSON for cacheMs, checked against the contract once when it is built.
   */
  async walletJson(memberId: number): Promise<string> {
    const cached = this.answers.get(memberId);
    if (cached && cached.until > Date.now()) return cached.json;
    const generation = this.generations.get(memberId) ?? 0;
    const json = JSON.stringify(walletReply.parse(await this.wallet(memberId)));
    if (this.cacheMs > 0 && (this.generations.get(memberId) ?? 0) === generation) {
      if (this.answers.size >= CACHE_MAX) this.answers.clear();
      this.answers.set(memberId, { json, until: Date.now() + this.cacheMs });
    }
    return json;
  }

  async wallet(memberId: number): Promise<WalletReply> {
    const view = (await readWalletView(this.ledger.pool, memberId)) ?? fail('NO_WALLET');
    const [slots, odds] = await Promise.all([
      this.games.entries(memberId, view.games),
      this.settings.get('inviteClaim'),
    ]);
    const { member } = view;
    return {
      profile: {
        _id: String(member.id),
        name: member.name,
        username: member.username,
        createdAt: member.createdAt.toISOString(),
        coin: member.coin,
      },
      bankAccount: {
        bankCode: member.bankCode,
        bankAccountName: member.bankAccountName,
        bankAccountNo: member.bankAccountNo,
        bank: { nameTH: member.bankNameTH, nameEN: member.bankNameEN },
      },
      wallet: { amount: toBaht(view.wallet) },
      // The referral bonus itself is the invite issue's; until then nothing is waiting.
      invite: { amount: 0, success: odds.success, fail: odds.fail },
      slots,
      updatedAt: new Date().toISOString(),
    };
  }

  async refresh(memberId: number): Promise<WalletReply> {
    await this.games.refreshAll(memberId);
    return this.wallet(memberId);
  }

  /**
   * POST /api/wallet/add (ADR 0014): the member tells us about a transfer they made to a
   * deposit account. It is recorded for an operator to match against the bank statement
   * and shows in the statement as a pending deposit; it never moves money by itself.
   */
  async depositNotice(memberId: number, amountBaht: number, opKey?: string): Promise<DepositNoticeReply> {
    const amount = toSatang(amountBaht) ?? fail('KEY_INVALID');
    if (amount < TRANSFER_MIN_BAHT * 100) fail('TRANSFER_MINIMUM');
    const existing = opKey ? await movementByOpKey(this.ledger.pool, opKey) : undefined;
    const movement =
      existing ??
      (await this.ledger.transaction(async (tx) => {
        // Serialises one member's notices, so the cap cannot be raced past.
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`deposit-notice:${memberId}`]);
        const { rows } = await tx.query<{ open: number }>(
          `SELECT count(*)::int AS open FROM movements WHERE member_id = $1 AND kind = 'deposit_notice' AND status = 'PENDING'`,
          [memberId],
        );
        if (rows[0]!.open >= OPEN_NOTICES_MAX) fail('REQUEST_LIMIT');
        return insertMovement(tx, {
          memberId,
          statementType: 'deposit',
          kind: 'deposit_notice',
          fromPlace: 'BANK',
          toPlace: 'WALLET',
          provider: null,
          amount,
          opKey: opKey ?? null,
        });
      })) ??
      (await movementByOpKey(this.ledger.pool, opKey!))!;
    return { reference: movement.reference, status: 'PENDING', amount: toBaht(movement.amount) };
  }
}
