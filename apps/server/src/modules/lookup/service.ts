import { asc } from 'drizzle-orm';
import type { BankItem, SourceItem } from '@wallet/contract';
import type { Db } from '../../db/client.ts';
import { banks, sources } from '../../db/schema.ts';

/** Banks and sources change rarely and are read on every registration screen. */
const CACHE_MS = 60_000;

export class LookupService {
  private cached: { at: number; banks: BankItem[]; sources: SourceItem[] } | undefined;

  constructor(private readonly db: Db) {}

  private async load() {
    if (this.cached && Date.now() - this.cached.at < CACHE_MS) return this.cached;
    const [bankRows, sourceRows] = await Promise.all([
      this.db
        .select({ code: banks.code, nameTH: banks.nameTH, nameEN: banks.nameEN, country: banks.country })
        .from(banks)
        .orderBy(asc(banks.sort)),
      this.db
        .select({ code: sources.code, description: sources.description })
        .from(sources)
        .orderBy(asc(sources.sort)),
    ]);
    this.cached = { at: Date.now(), banks: bankRows, sources: sourceRows };
    return this.cached;
  }

  async banks(): Promise<BankItem[]> {
    return (await this.load()).banks;
  }

  async sources(): Promise<SourceItem[]> {
    return (await this.load()).sources;
  }
}
