import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  createFirstPaintGate,
  FirstPaintGateContext,
  useFirstPaintGate,
  usePaintedAfter,
} from './first-paint-gate.ts';

/** The layout's side: what waits (the socket) shows whether the gate is open. */
function Waiting() {
  return <p data-testid="gate">{useFirstPaintGate() ? 'open' : 'shut'}</p>;
}

/** A screen whose main content arrives later (home's balance after the wallet read). */
function Screen({ shown }: { shown: boolean }) {
  const painted = usePaintedAfter(shown);
  return <p data-testid="screen">{painted ? 'painted' : shown ? 'shown' : 'loading'}</p>;
}

function Layout({ children }: { children?: React.ReactNode }) {
  const [gate] = useState(createFirstPaintGate);
  return (
    <FirstPaintGateContext value={gate}>
      <Waiting />
      {children}
    </FirstPaintGateContext>
  );
}

const frames = () => new Promise((resolve) => setTimeout(resolve, 100));

/** A layout whose screen's content is still loading, several frames on: the gate is shut. */
async function loadingScreen() {
  const view = render(
    <Layout>
      <Screen shown={false} />
    </Layout>,
  );
  await act(frames);
  expect(screen.getByTestId('gate').textContent).toBe('shut');
  return view;
}

describe('first-paint gate (what waits for the main content on a first load)', () => {
  it("stays shut while the screen's content is loading, opens once it is painted", async () => {
    const { rerender } = await loadingScreen();
    rerender(
      <Layout>
        <Screen shown />
      </Layout>,
    );
    await waitFor(() => expect(screen.getByTestId('screen').textContent).toBe('painted'));
    expect(screen.getByTestId('gate').textContent).toBe('open');
  });

  it('opens by itself when the screen has no main content to wait for', async () => {
    render(<Layout />);
    await waitFor(() => expect(screen.getByTestId('gate').textContent).toBe('open'));
  });

  it('opens when the screen goes away before its content came (no socket left waiting)', async () => {
    const { rerender } = await loadingScreen();
    rerender(<Layout />);
    await waitFor(() => expect(screen.getByTestId('gate').textContent).toBe('open'));
  });

  it('works without a layout (a screen rendered alone): painted after its content is', async () => {
    render(<Screen shown />);
    expect(screen.getByTestId('screen').textContent).toBe('shown');
    await waitFor(() => expect(screen.getByTestId('screen').textContent).toBe('painted'));
  });
});
