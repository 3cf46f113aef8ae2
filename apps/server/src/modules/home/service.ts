import type pg from 'pg';
import { memberCurrency, toBaht, walletReply, type WalletReply } from '@wallet/contract';
import { fail } from '../../lib/app-error.ts';
import type { SettingsService } from '../settings/index.ts';
import type { GameAccounts } from '../games/index.ts';
import type { BalanceEvents } from '../wallet/index.ts';
import { readWalletView } from './wallet-view.ts';

const CACHE_MAX = 50_000;

/** Home's wallet answer (GET /api/wallet): the member, the bank account, the wallet and every game. */
export class HomeService {
  /**
   * Wallet answers by member, as the UTF-8 bytes sent, dropped on any change to that member (ADR
   * 0017). Bytes, not a string: the answer carries Thai and Lao names, and a string would be
   * measured and encoded again on every send of a cached answer (ADR 0126).
   */
  private readonly answers = new Map<number, { body: Buffer; until: number }>();

  constructor(
    private readonly pool: pg.Pool,
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
  async walletBody(memberId: number): Promise<Buffer> {
    const cached = this.answers.get(memberId);
    if (cached && cached.until > Date.now()) return cached.body;
    const generation = this.generations.get(memberId) ?? 0;
    const body = Buffer.from(JSON.stringify(walletReply.parse(await this.wallet(memberId))));
    if (this.cacheMs > 0 && (this.generations.get(memberId) ?? 0) === generation) {
      if (this.answers.size >= CACHE_MAX) this.answers.clear();
      this.answers.set(memberId, { body, until: Date.now() + this.cacheMs });
    }
    return body;
  }

  async wallet(memberId: number): Promise<WalletReply> {
    const view = (await readWalletView(this.pool, memberId)) ?? fail('NO_WALLET');
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
        bank: { nameTH: member.bankNameTH, nameEN: member.bankNameEN, nameLA: member.bankNameLA },
      },
      wallet: { amount: toBaht(view.wallet), currency: memberCurrency(member.currency) },
      // The unclaimed invite commission (the invite module accrues it; a claim draws it away).
      invite: { amount: toBaht(view.invite), success: odds.success, fail: odds.fail },
      slots,
      updatedAt: new Date().toISOString(),
    };
  }

  async refresh(memberId: number): Promise<WalletReply> {
    await this.games.refreshAll(memberId);
    return this.wallet(memberId);
  }
}
