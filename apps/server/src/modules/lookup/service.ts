import { asc } from 'drizzle-orm';
import {
  bankServesSite,
  depositCurrencyServesSite,
  isDepositAccountOn,
  type BankItem,
  type DepositLookupReply,
  type DepositSetting,
  type OperatorText,
  type SiteVariant,
} from '@wallet/contract';
import type { Db } from '../../db/client.ts';
import { banks, sources } from '../../db/schema.ts';

/** Banks and sources change rarely and are read on every registration screen. */
const CACHE_MS = 60_000;

type BankRow = BankItem & { thaiOnly: boolean };

/** A registration source with its name in each language; the route picks the member's. */
export interface SourceRow {
  code: string;
  description: OperatorText;
}

/** The lists a site variant offers: a Thai member never sees a Lao bank or a kip account. */
export class LookupService {
  private cached: { at: number; banks: BankRow[]; siteBanks: BankItem[]; sources: SourceRow[] } | undefined;

  private readonly shown = new WeakMap<DepositSetting, { from: BankRow[]; reply: DepositLookupReply }>();

  constructor(
    private readonly db: Db,
    private readonly variant: SiteVariant,
  ) {}

  private async load() {
    if (this.cached && Date.now() - this.cached.at < CACHE_MS) return this.cached;
    const [bankRows, sourceRows] = await Promise.all([
      this.db
        .select({
          code: banks.code,
          nameTH: banks.nameTH,
          nameEN: banks.nameEN,
          nameLA: banks.nameLA,
          country: banks.country,
          thaiOnly: banks.thaiOnly,
        })
        .from(banks)
        .orderBy(asc(banks.sort)),
      this.db
        .select({ code: sources.code, description: sources.description })
        .from(sources)
        .orderBy(asc(sources.sort)),
    ]);
    const siteBanks = bankRows
      .filter((bank) => bankServesSite(bank, this.variant))
      .map(({ thaiOnly: _thaiOnly, ...bank }) => bank);
    this.cached = { at: Date.now(), banks: bankRows, siteBanks, sources: sourceRows };
    return this.cached;
  }

  /** Drops the cached lists: the next read takes the tables as they are now. */
  forget(): void {
    this.cached = undefined;
  }

  /** The banks members of this site register with. */
  async banks(): Promise<BankItem[]> {
    return (await this.load()).siteBanks;
  }

  async sources(): Promise<SourceRow[]> {
    return (await this.load()).sources;
  }

  /**
   * The operator's deposit accounts this site shows: switched on (ADR 0185: one switched off is
   * gone from every member's next read, the next in order taking its place), in a currency of the
   * site, at a bank the site offers (a QR or wallet channel is not a bank and is kept), named from
   * the bank list so every language has its name.
   */
  async depositAccounts(deposit: DepositSetting): Promise<DepositLookupReply> {
    const { banks: bankRows } = await this.load();
    // Kept while both inputs are the same objects, so the routes' serialisation cache holds too.
    const known = this.shown.get(deposit);
    if (known?.from === bankRows) return known.reply;
    const reply = this.filterDeposit(deposit, bankRows);
    this.shown.set(deposit, { from: bankRows, reply });
    return reply;
  }

  private filterDeposit(deposit: DepositSetting, bankRows: BankRow[]): DepositLookupReply {
    const byCode = new Map(bankRows.map((bank) => [bank.code, bank]));
    const shown = deposit.banks.flatMap(({ active, ...entry }) => {
      if (!isDepositAccountOn({ active })) return [];
      if (!depositCurrencyServesSite(entry.currency, this.variant)) return [];
      const bank = byCode.get(entry.bankCode);
      if (!bank) return [entry];
      if (!bankServesSite(bank, this.variant)) return [];
      return [{ ...entry, bank: { nameTH: bank.nameTH, nameEN: bank.nameEN, nameLA: bank.nameLA } }];
    });
    return { ...deposit, banks: shown };
  }
}
