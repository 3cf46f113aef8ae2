import type pg from 'pg';
import type { LocalizedText } from '@wallet/contract';
import type { DrawDescriber } from '../draws/index.ts';
import type { SettingsService, SpinSliceSetting } from '../settings/index.ts';

/**
 * A spin's draw names its slices (issue 42): the outcome is a slice code, a win when the slice
 * drawn paid something. The slice drawn is the one kept with the spin (the wheel may have changed
 * since); the other codes of its odds are named from the wheel as it is now, else by their code.
 */
export function spinDrawNames(pool: pg.Pool, settings: SettingsService): DrawDescriber {
  return async (draws) => {
    const { rows } = await pool.query<{ drawId: string; slice: SpinSliceSetting }>(
      'SELECT draw_id AS "drawId", slice FROM spins WHERE draw_id = ANY($1::bigint[])',
      [draws.map((draw) => draw.id)],
    );
    const drawn = new Map(rows.map((row) => [Number(row.drawId), row.slice]));
    const current = new Map<string, LocalizedText>(
      (await settings.get('spin')).wheel.slices.map((slice) => [slice.code, slice.labels]),
    );
    return new Map(
      draws.map((draw) => {
        const slice = drawn.get(draw.id);
        const names: Record<string, LocalizedText> = {};
        for (const { outcome } of draw.weights) {
          const name = current.get(outcome);
          if (name) names[outcome] = name;
        }
        if (slice) names[slice.code] = slice.labels;
        return [draw.id, { won: slice !== undefined && slice.prize.type !== 'none', names }];
      }),
    );
  };
}
