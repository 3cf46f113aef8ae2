import { launchNeedsPassword, toBaht, type GameAccountEntry, type GameLoginReply } from '@wallet/contract';
import type { GameProvider } from '../../adapters/games/port.ts';
import { fail } from '../../lib/app-error.ts';
import type { Sealer } from '../../lib/seal.ts';
import type { Queryable } from '../../db/queryable.ts';
import type { BalanceEvents, Ledger } from '../wallet/index.ts';
import { gameAccountOf, gameAccountsOf, insertGameAccount, updateGamePassword } from './accounts-repo.ts';
import type { BalanceSync } from './balance-sync.ts';
import type { GameCatalogue, ProviderInfo } from './catalogue.ts';
import { withDeadline } from './provider-call.ts';

/** Our username at every provider: stable per member, so a retried activation finds its account. */
export function providerUsername(memberId: number): string {
  return `lw${String(memberId).padStart(6, '0')}`;
}

/** A member's game accounts: activation, credentials, password reset, launch, balances. */
export class GameAccounts {
  constructor(
    private readonly pool: Queryable,
    private readonly ledger: Ledger,
    private readonly provider: GameProvider,
    private readonly catalogue: GameCatalogue,
    private readonly sync: BalanceSync,
    private readonly sealer: Sealer,
    private readonly timeoutMs: number,
    private readonly events: BalanceEvents,
  ) {}

  /** Every provider of the catalogue as home shows it, with this member's state and balance. */
  async entries(memberId: number, games?: Map<string, number>): Promise<GameAccountEntry[]> {
    const [providers, accounts, balances] = await Promise.all([
      this.catalogue.list(),
      gameAccountsOf(this.pool, memberId),
      games ?? this.ledger.balances(memberId).then((read) => read.games),
    ]);
    const active = new Set(accounts.map((account) => account.provider));
    return providers.map((provider) =>
      entryOf(provider, active.has(provider.code), balances.get(provider.code) ?? 0),
    );
  }

  async activate(memberId: number, code: string): Promise<GameAccountEntry> {
    const provider = (await this.catalogue.find(code)) ?? fail('NO_GAME');
    if (await gameAccountOf(this.pool, memberId, code)) fail('SLOT_ALREADY_ACTIVE');
    if (!provider.enabled) fail('GAME_ACTIVATION_FAIL');
    const username = providerUsername(memberId);
    // Opened in the member's currency: a kip member plays in kip (ADR 0159).
    const currency = await this.ledger.currencyOf(memberId);
    const created = await withDeadline(
      this.provider.createAccount(code, username, currency),
      this.timeoutMs,
    ).catch(() => fail('SLOT_ACTIVATE_FAIL'));
    const inserted = await insertGameAccount(this.pool, {
      memberId,
      provider: code,
      username,
      passwordSealed: this.sealer.seal(created.password),
    });
    if (!inserted) fail('SLOT_ALREADY_ACTIVE');
    await this.ledger.memberAccount(memberId, 'game', code);
    this.events.changed(memberId);
    return entryOf(provider, true, 0);
  }

  async credentials(memberId: number, code: string): Promise<GameLoginReply> {
    const provider = (await this.catalogue.find(code)) ?? fail('NO_GAME');
    const account = (await gameAccountOf(this.pool, memberId, code)) ?? fail('SLOT_NO_ACCOUNT');
    const balances = await this.ledger.balances(memberId);
    return {
      username: account.username,
      password: this.sealer.open(account.passwordSealed),
      event: entryOf(provider, true, balances.games.get(code) ?? 0),
    };
  }

  async resetPassword(memberId: number, code: string): Promise<GameLoginReply> {
    if (!(await this.catalogue.find(code))) fail('NO_GAME');
    const account = (await gameAccountOf(this.pool, memberId, code)) ?? fail('SLOT_NO_ACCOUNT');
    const reset = await withDeadline(
      this.provider.resetPassword(code, account.username),
      this.timeoutMs,
    ).catch(() => fail('SLOT_RESET_PASSWORD_FAIL'));
    await updateGamePassword(this.pool, memberId, code, this.sealer.seal(reset.password));
    return this.credentials(memberId, code);
  }

  /** The launch link, only for the caller's own account and, where the provider wants it, its password. */
  async launch(
    memberId: number,
    code: string,
    username: string,
    password: string | undefined,
  ): Promise<string> {
    if (!(await this.catalogue.find(code))) fail('NO_GAME');
    if (launchNeedsPassword(code) !== (password !== undefined)) fail('KEY_INVALID');
    const account = await gameAccountOf(this.pool, memberId, code);
    if (!account || account.username !== username) fail('SLOT_NO_ACCOUNT');
    if (password !== undefined && this.sealer.open(account.passwordSealed) !== password)
      fail('SLOT_NO_ACCOUNT');
    return withDeadline(this.provider.launchUrl(code, username), this.timeoutMs).catch((error: unknown) => {
      const failure = (error as { failure?: string }).failure;
      if (failure === 'unknown_user') fail(code === 'areaslot' ? 'NOT_AREASLOT' : 'NOT_UFABET');
      fail('GAME_ACTIVATION_FAIL');
    });
  }

  /** Reads every active account's balance from its provider; one failing provider keeps its last known balance. */
  async refreshAll(memberId: number): Promise<void> {
    const accounts = await gameAccountsOf(this.pool, memberId);
    await Promise.all(
      accounts.map((account) =>
        this.sync.sync(memberId, account.provider, account.username).catch(() => false),
      ),
    );
  }
}

function entryOf(provider: ProviderInfo, isActive: boolean, satang: number): GameAccountEntry {
  return {
    code: provider.code,
    name: provider.name,
    category: provider.category,
    logo: provider.logo,
    background: provider.background,
    isActive,
    amount: toBaht(satang),
    ftWalletSlot: provider.ftWalletSlot,
    web: provider.webUrl,
    android: provider.androidUrl,
    ios: provider.iosUrl,
  };
}
