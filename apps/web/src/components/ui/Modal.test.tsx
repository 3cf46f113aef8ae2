import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal.tsx';

describe('Modal', () => {
  it('closes only the dialog on top when Escape is pressed over a stacked one', async () => {
    const closeUnder = vi.fn();
    const closeTop = vi.fn();
    render(
      <>
        <Modal open title="Under" onClose={closeUnder} closeLabel="Close">
          under
        </Modal>
        <Modal open title="Top" onClose={closeTop} closeLabel="Close" tone="error" testId="top">
          top
        </Modal>
      </>,
    );
    await userEvent.setup().keyboard('{Escape}');
    expect(closeTop).toHaveBeenCalledTimes(1);
    expect(closeUnder).not.toHaveBeenCalled();
    expect(screen.getByTestId('top').getAttribute('data-kind')).toBe('error');
  });
});
