import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { gameProviders } from '../../db/schema.ts';
import type { GameCategory } from '@wallet/contract';

export interface ProviderInfo {
  code: string;
  name: string;
  category: GameCategory;
  logo: string;
  background: string;
  ftWalletSlot: number;
  webUrl: string | null;
  androidUrl: string | null;
  iosUrl: string | null;
  enabled: boolean;
}

/** Home reads the catalogue on every wallet call, so it is cached briefly per node. */
const CACHE_MS = 5000;

export class GameCatalogue {
  private cache: { at: number; list: ProviderInfo[]; byCode: Map<string, ProviderInfo> } | undefined;

  constructor(private readonly db: Db) {}

  /** Drops the cache: an operator saved the catalogue (on any node). */
  forget(): void {
    this.cache = undefined;
  }

  async list(): Promise<ProviderInfo[]> {
    return (await this.load()).list;
  }

  async find(code: string): Promise<ProviderInfo | undefined> {
    return (await this.load()).byCode.get(code);
  }

  private async load() {
    if (this.cache && Date.now() - this.cache.at < CACHE_MS) return this.cache;
    const list = (await this.db
      .select()
      .from(gameProviders)
      .orderBy(asc(gameProviders.sort))) as ProviderInfo[];
    this.cache = { at: Date.now(), list, byCode: new Map(list.map((provider) => [provider.code, provider])) };
    return this.cache;
  }
}
