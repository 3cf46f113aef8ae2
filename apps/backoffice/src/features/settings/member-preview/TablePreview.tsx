import type { SettingTable } from '@wallet/contract';
import type { TableRow } from '../settings-api.ts';
import { BanksPreview, type BankDraft } from './BanksPreview.tsx';
import { SourcesPreview, type SourceDraft } from './SourcesPreview.tsx';

/** A settings table's preview on the member site, for the tables members see a list of. */
export function TablePreview({ table, rows }: { table: SettingTable; rows: TableRow[] }) {
  if (table === 'sources') return <SourcesPreview rows={rows as unknown as SourceDraft[]} />;
  if (table === 'banks') return <BanksPreview rows={rows as unknown as BankDraft[]} />;
  return null;
}
