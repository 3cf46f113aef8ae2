import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useFirstTouch } from './use-first-touch.ts';

/** A page area with a button that, like some carousels, may stop its pointer events. */
function Area({ warm, stop = false }: { warm: () => void; stop?: boolean }) {
  return (
    <section {...useFirstTouch(warm)}>
      <button type="button" onPointerDown={stop ? (event) => event.stopPropagation() : undefined}>
        open
      </button>
      <span data-testid="text">text</span>
    </section>
  );
}

describe('useFirstTouch', () => {
  it('warms nothing before a touch, then once for the first pointer down inside', () => {
    const warm = vi.fn();
    render(<Area warm={warm} />);
    expect(warm).not.toHaveBeenCalled();
    fireEvent.pointerDown(screen.getByTestId('text'));
    fireEvent.pointerDown(screen.getByRole('button'));
    expect(warm).toHaveBeenCalledTimes(1);
  });

  it('warms when a keyboard reaches a button inside, before any pointer', () => {
    const warm = vi.fn();
    render(<Area warm={warm} />);
    screen.getByRole('button').focus();
    expect(warm).toHaveBeenCalledTimes(1);
  });

  it('warms even when the touched child stops the event', () => {
    const warm = vi.fn();
    render(<Area warm={warm} stop />);
    fireEvent.pointerDown(screen.getByRole('button'));
    expect(warm).toHaveBeenCalledTimes(1);
  });
});
