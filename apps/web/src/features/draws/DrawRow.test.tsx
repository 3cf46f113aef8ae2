import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { drawOutcome, serverSeedHashOf, type DrawEntry } from '@wallet/contract';
import { renderWithApp } from '../../test/render.tsx';
import { DrawRow } from './DrawRow.tsx';

async function recordedDraw(): Promise<DrawEntry> {
  const serverSeed = 'f'.repeat(64);
  const weights = [
    { outcome: 'success', weight: 80 },
    { outcome: 'fail', weight: 20 },
  ];
  const { roll, outcome } = await drawOutcome({ serverSeed, clientSeed: 'mine', nonce: 4, weights });
  return {
    id: 1,
    purpose: 'invite_claim',
    serverSeed,
    serverSeedHash: await serverSeedHashOf(serverSeed),
    clientSeed: 'mine',
    nonce: 4,
    weights,
    roll,
    outcome,
    won: outcome === 'success',
    names: {},
    createdAt: '2026-11-23T10:00:00.000Z',
  };
}

describe('DrawRow', () => {
  it('says what the draw was in plain words and folds the seeds', async () => {
    renderWithApp(<DrawRow draw={await recordedDraw()} />);
    const details = screen.getByTestId('draw-details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    expect(details.textContent).toContain('SHA-256');
    expect(screen.getByTestId('draw-row').firstElementChild?.textContent).not.toContain('nonce');
  });

  it('recomputes a draw in the browser and says it matches', async () => {
    renderWithApp(<DrawRow draw={await recordedDraw()} />);
    await userEvent.setup().click(screen.getByTestId('draw-verify'));
    expect((await screen.findByTestId('draw-verify-result')).textContent).toMatch(/^It matches/);
  });

  it('says so when the recorded outcome is not what the seeds give', async () => {
    const draw = await recordedDraw();
    renderWithApp(<DrawRow draw={{ ...draw, outcome: draw.outcome === 'success' ? 'fail' : 'success' }} />);
    await userEvent.setup().click(screen.getByTestId('draw-verify'));
    expect((await screen.findByTestId('draw-verify-result')).textContent).toMatch(/^It does not match/);
  });

  it('a won spin is shown as a win by its slice name in the member’s language, codes named in the details', async () => {
    const draw = await recordedDraw();
    const spinDraw: DrawEntry = {
      ...draw,
      purpose: 'spin',
      weights: draw.weights.map((w) => ({ ...w, outcome: w.outcome === 'success' ? 'C1' : 'NONE' })),
      outcome: draw.outcome === 'success' ? 'C1' : 'NONE',
      won: true,
      names: {
        C1: { th: '1 เหรียญ', la: '1 ຫຼຽນ', en: '1 coin' },
        NONE: { th: 'ไม่ได้รางวัล', la: 'ບໍ່ໄດ້ລາງວັນ', en: 'No prize' },
      },
    };
    renderWithApp(<DrawRow draw={spinDraw} />, { locale: 'th' });
    const outcome = screen.getByTestId('draw-outcome');
    expect(outcome.className).toBe('draw-row__won');
    expect(outcome.textContent).toBe(spinDraw.names[spinDraw.outcome]!.th);
    expect(outcome.textContent).not.toBe('ไม่สำเร็จ');
    const details = screen.getByTestId('draw-details').textContent ?? '';
    expect(details).toContain('1 เหรียญ 80');
    expect(details).not.toMatch(/C1|NONE/);
  });
});
