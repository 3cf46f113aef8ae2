import { WALLET, toBaht, type TransferReply } from '@wallet/contract';
import type { GameProvider } from '../../adapters/games/port.ts';
import { GameProviderError } from '../../adapters/games/port.ts';
import { AppError, fail } from '../../lib/app-error.ts';
import { crashPoint } from '../../lib/crash-point.ts';
import {
  type AccountRef,
  type BalanceEvents,
  type KeyClaim,
  KeyTaken,
  type Ledger,
  type Movement,
} from '../wallet/index.ts';
import type { Queryable } from '../../db/queryable.ts';
import { amountRulesFor, typedAmount, type SettingsService } from '../settings/index.ts';
import { gameAccountOf, type GameAccountRow } from './accounts-repo.ts';
import type { BalanceSync } from './balance-sync.ts';
import type { GameCatalogue } from './catalogue.ts';
import { asProviderError, withDeadline } from './provider-call.ts';

export interface TransferOptions {
  /** Our deadline for one provider call. */
  timeoutMs: number;
  /** A transfer still PENDING this long after its last attempt is settled by asking the provider. */
  recoveryAgeMs: number;
}

interface Target {
  code: string;
  account: GameAccountRow;
}

/** A leg's movement, and the wallet balance after it when the statements that ran returned it. */
interface Outcome {
  movement: Movement;
  wallet?: number | undefined;
}

/**
 * The request's idempotency key, folded into the ledger statements of a transfer into a game
 * (ADR 0013): its claim rides on the hold, its answer on the settle. `wallet` is the wallet
 * balance after the hold, which is what the answer shows.
 */
interface Folding {
  claim: KeyClaim;
  from: string;
  to: string;
  wallet?: number | undefined;
}

/** SUCCESS is 200; PENDING (the provider's answer is not known yet) is 202 Accepted. */
export const transferStatusCode = (status: string): number => (status === 'SUCCESS' ? 200 : 202);

/**
 * Money between the wallet and game providers. A provider call never runs inside a
 * database transaction: the amount is first moved into the member's transfer hold with a
 * PENDING movement (the record of intent), then the provider is called, then the hold is
 * settled to its destination or returned. When the provider's answer is unknown, the
 * movement stays PENDING until the provider says whether it applied our reference; the
 * recovery job does the same for anything a crash left behind.
 */
export class GameTransfers {
  private readonly accounts = new Map<string, GameAccountRow>();

  constructor(
    private readonly pool: Queryable,
    private readonly ledger: Ledger,
    private readonly provider: GameProvider,
    private readonly catalogue: GameCatalogue,
    private readonly sync: BalanceSync,
    private readonly events: BalanceEvents,
    private readonly options: TransferOptions,
    /** The member's currency's transfer minimum (1 baht, or kipAmounts for kip members; ADR 0159). */
    private readonly settings: SettingsService,
  ) {}

  async transfer(
    memberId: number,
    from: string,
    to: string,
    amountBaht: number,
    opKey?: string,
    claim?: KeyClaim,
  ): Promise<TransferReply> {
    // Minor units of the member's currency; the checks in the order the contract's answers keep:
    // the amount's form, a move to where the money already is, the games, then the minimum.
    const rules = await amountRulesFor(this.settings, await this.ledger.currencyOf(memberId));
    const amount = typedAmount(amountBaht, rules.currency);
    if (from === to) fail('KEY_INVALID');
    const source = from === WALLET ? undefined : await this.target(memberId, from);
    const destination = to === WALLET ? undefined : await this.target(memberId, to);
    if (amount < rules.transferMin) fail('TRANSFER_MINIMUM');
    const folding = claim && { claim, from, to };
    let outcome: Outcome;
    // Into a game, the key is claimed by the hold's own statement; out of a game, the balance
    // sync writes before the hold, so the key is claimed first.
    if (!source) outcome = await this.toGame(memberId, destination!, amount, opKey, folding);
    else if (!destination) {
      await claim?.take();
      outcome = await this.toWallet(memberId, source, amount, opKey);
    } else {
      await claim?.take();
      // Game to game is two legs through the wallet; if the second fails the money waits in the wallet.
      // The legs' keys end in "/…", which no Idempotency-Key can contain: a client's own key
      // ("k:out") must never find another request's leg.
      const out = await this.toWallet(memberId, source, amount, opKey && `${opKey}/out`);
      // Once the first leg moved the money, a refused second leg must not answer as if nothing
      // happened (a 4xx): the money is in the wallet, which is what TRANSFER_FAIL says.
      outcome =
        out.movement.status === 'SUCCESS'
          ? await this.toGame(memberId, destination, amount, opKey && `${opKey}/in`, folding).catch(
              (error: unknown) => {
                throw error instanceof AppError ? new AppError('TRANSFER_FAIL') : error;
              },
            )
          : out;
    }
    return this.reply(memberId, outcome, from, to);
  }

  /** The whole wallet balance into one game (transfer-and-play). */
  async transferAll(memberId: number, to: string, opKey?: string): Promise<TransferReply> {
    const destination = await this.target(memberId, to);
    const existing = opKey ? await this.ledger.movementByOpKey(opKey) : undefined;
    const amount = existing?.amount ?? (await this.ledger.balances(memberId)).wallet;
    const rules = await amountRulesFor(this.settings, await this.ledger.currencyOf(memberId));
    if (amount < rules.transferMin) fail('TRANSFER_MINIMUM');
    return this.reply(memberId, await this.toGame(memberId, destination, amount, opKey), WALLET, to);
  }

  /** Settles every transfer a crash or an unknown answer left PENDING for longer than recoveryAgeMs. */
  async recover(): Promise<number> {
    const stale = await this.ledger.stalePending(['game_in', 'game_out'], this.options.recoveryAgeMs);
    let settled = 0;
    for (const movement of stale) {
      const after = await this.reconcile(movement, true).catch(() => ({ movement }));
      if (after.movement.status !== 'PENDING') settled += 1;
    }
    return settled;
  }

  private async target(memberId: number, code: string): Promise<Target> {
    if (!(await this.catalogue.find(code))) fail('NO_GAME');
    const cacheKey = `${memberId}:${code}`;
    let account = this.accounts.get(cacheKey);
    if (!account) {
      account = (await gameAccountOf(this.pool, memberId, code)) ?? fail('SLOT_NO_ACCOUNT');
      // A game account's username never changes and accounts are never removed: safe to keep.
      if (this.accounts.size > 100_000) this.accounts.clear();
      this.accounts.set(cacheKey, account);
    }
    return { code, account };
  }

  private async toGame(
    memberId: number,
    target: Target,
    amount: number,
    opKey?: string,
    folding?: Folding,
  ): Promise<Outcome> {
    const wallet = await this.ledger.memberAccount(memberId, 'wallet');
    const hold = await this.ledger.memberAccount(memberId, 'transfer_hold');
    return this.hold(
      { memberId, kind: 'game_in', fromPlace: WALLET, toPlace: target.code, amount, opKey },
      wallet,
      hold,
      target.account.username,
      folding,
    );
  }

  private async toWallet(memberId: number, source: Target, amount: number, opKey?: string): Promise<Outcome> {
    const existing = opKey ? await this.ledger.movementByOpKey(opKey) : undefined;
    if (existing) return this.resume(existing);
    // Play changes the balance at the provider: book it first, so the hold sees what is really there.
    await this.sync.sync(memberId, source.code, source.account.username).catch(() => false);
    const game = await this.ledger.memberAccount(memberId, 'game', source.code);
    const hold = await this.ledger.memberAccount(memberId, 'transfer_hold');
    return this.hold(
      { memberId, kind: 'game_out', fromPlace: source.code, toPlace: WALLET, amount, opKey },
      game,
      hold,
      source.account.username,
    );
  }

  /** The record of intent and the hold (one statement), then the provider call. */
  private async hold(
    intent: Pick<Movement, 'memberId' | 'kind' | 'fromPlace' | 'toPlace' | 'amount'> & {
      opKey?: string | undefined;
    },
    source: AccountRef,
    hold: AccountRef,
    username: string,
    folding?: Folding,
  ): Promise<Outcome> {
    const provider = intent.kind === 'game_in' ? intent.toPlace : intent.fromPlace;
    const movement = { ...intent, statementType: 'transfer' as const, provider, opKey: intent.opKey ?? null };
    const legs = [
      { account: source, amount: -intent.amount },
      { account: hold, amount: intent.amount },
    ];
    const opened = folding
      ? await this.ledger.openClaiming(folding.claim, movement, 'PENDING', `${intent.kind}_hold`, legs)
      : await this.ledger.open(movement, 'PENDING', `${intent.kind}_hold`, legs);
    // Another request holds the Idempotency-Key: nothing was written, its answer is ours.
    if (folding && !folding.claim.claimed) throw new KeyTaken();
    // The key already has a movement (a retry, or a concurrent request got there first): follow it.
    if (!opened) return this.resume((await this.ledger.movementByOpKey(intent.opKey!))!);
    this.events.changed(intent.memberId);
    crashPoint('transfer.afterHold');
    const wallet = await this.ledger.memberAccount(intent.memberId, 'wallet');
    const walletAfter = opened.balances.get(wallet.id);
    const outcome = await this.execute(
      opened.movement,
      username,
      folding && walletAfter !== undefined ? { ...folding, wallet: walletAfter } : undefined,
    );
    // The wallet moved either at the hold (money to a game) or at the settle (money back).
    return { movement: outcome.movement, wallet: outcome.wallet ?? opened.balances.get(wallet.id) };
  }

  private async execute(movement: Movement, username: string, folding?: Folding): Promise<Outcome> {
    const currency = await this.ledger.currencyOf(movement.memberId);
    const call =
      movement.kind === 'game_in'
        ? this.provider.deposit(movement.provider!, username, movement.amount, movement.reference, currency)
        : this.provider.withdraw(movement.provider!, username, movement.amount, movement.reference, currency);
    try {
      await withDeadline(call, this.options.timeoutMs);
    } catch (error) {
      const failure = asProviderError(error);
      if (!failure.definite) return this.reconcile(movement, false);
      crashPoint('transfer.afterProviderAnswer');
      await this.settle(movement, 'FAILED');
      throw refusal(failure, movement.provider!);
    }
    crashPoint('transfer.afterProviderAnswer');
    return this.settle(movement, 'SUCCESS', folding);
  }

  /** A movement found by its key: finished ones are answered as they are, pending ones asked about. */
  private async resume(movement: Movement): Promise<Outcome> {
    if (movement.status === 'FAILED') fail('TRANSFER_FAIL');
    return movement.status === 'PENDING' ? this.reconcile(movement, false) : { movement };
  }

  /**
   * Asks the provider whether our reference was applied. "Not found" only means failed once
   * the movement is old enough that a late arrival is impossible (the recovery job's call).
   */
  private async reconcile(movement: Movement, final: boolean): Promise<Outcome> {
    try {
      const status = await withDeadline(
        this.provider.transferStatus(movement.provider!, movement.reference),
        this.options.timeoutMs,
      );
      crashPoint('transfer.afterStatusRead');
      if (status === 'applied') return await this.settle(movement, 'SUCCESS');
      if (final) return await this.settle(movement, 'FAILED');
    } catch {
      // The provider is still not answering: the movement stays PENDING for the next round.
    }
    await this.ledger.touch(movement.id);
    return { movement };
  }

  /** Moves the hold to its destination (SUCCESS) or back to its source (FAILED), once. */
  private async settle(
    movement: Movement,
    status: 'SUCCESS' | 'FAILED',
    folding?: Folding,
  ): Promise<Outcome> {
    const memberId = movement.memberId;
    const hold = await this.ledger.memberAccount(memberId, 'transfer_hold');
    const wallet = await this.ledger.memberAccount(memberId, 'wallet');
    const game = await this.ledger.memberAccount(memberId, 'game', movement.provider!);
    const toGame = (movement.kind === 'game_in') === (status === 'SUCCESS');
    const journalKind = `${movement.kind}_${status === 'SUCCESS' ? 'settle' : 'return'}`;
    const legs = [
      { account: hold, amount: -movement.amount },
      { account: toGame ? game : wallet, amount: movement.amount },
    ];
    // Money into a game that arrives: the wallet moved at the hold, so the answer is known
    // before the settle and is stored by the settle's own statement.
    const closed =
      folding?.wallet !== undefined && status === 'SUCCESS' && movement.kind === 'game_in'
        ? await this.ledger.closeAnswering(
            folding.claim,
            {
              status: transferStatusCode('SUCCESS'),
              body: replyBody({ ...movement, status }, folding.from, folding.to, folding.wallet),
            },
            movement.id,
            status,
            journalKind,
            legs,
          )
        : await this.ledger.close(movement.id, status, journalKind, legs);
    // Someone else (the request or the recovery job) settled it first: answer what they decided.
    if (!closed) return { movement: (await this.ledger.movementById(movement.id)) ?? movement };
    this.events.changed(memberId);
    crashPoint('transfer.afterSettle');
    return { movement: closed.movement, wallet: closed.balances.get(wallet.id) };
  }

  private async reply(memberId: number, outcome: Outcome, from: string, to: string): Promise<TransferReply> {
    const { movement } = outcome;
    if (movement.status === 'FAILED') throw new AppError('TRANSFER_FAIL');
    const wallet = outcome.wallet ?? (await this.ledger.balances(memberId)).wallet;
    return replyBody(movement, from, to, wallet);
  }
}

function replyBody(movement: Movement, from: string, to: string, wallet: number): TransferReply {
  return {
    reference: movement.reference,
    status: movement.status === 'SUCCESS' ? 'SUCCESS' : 'PENDING',
    from,
    to,
    amount: toBaht(movement.amount),
    wallet: { amount: toBaht(wallet) },
  };
}

function refusal(failure: GameProviderError, provider: string): AppError {
  if (failure.failure === 'unknown_user')
    return new AppError(provider === 'areaslot' ? 'NOT_AREASLOT' : 'NOT_UFABET');
  if (failure.failure === 'insufficient') return new AppError('MONEY_NOT_ENOUGH');
  return new AppError('TRANSFER_FAIL');
}
