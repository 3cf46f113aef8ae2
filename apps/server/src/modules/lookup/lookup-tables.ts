import type { SettingTableDefinition } from '../settings/index.ts';

/** The registration sources (ADR 0107): each one's name in every language, and order; new ones may be added. */
export const sourcesTable: SettingTableDefinition<'sources'> = {
  table: 'sources',
  sqlTable: 'sources',
  columns: {
    description: { column: 'description', kind: 'json' },
    sort: { column: 'sort' },
  },
};

/**
 * The banks offered (ADR 0107): the reference data names the banks (refreshed at every start); the
 * operator marks a Thai bank the Lao site does not offer (`thaiOnly`, contract bankServesSite).
 */
export const banksTable: SettingTableDefinition<'banks'> = {
  table: 'banks',
  sqlTable: 'banks',
  columns: {
    thaiOnly: { column: 'thai_only' },
    nameTH: { column: 'name_th', readOnly: true },
    nameEN: { column: 'name_en', readOnly: true },
    nameLA: { column: 'name_la', readOnly: true },
    country: { column: 'country', readOnly: true },
  },
};
