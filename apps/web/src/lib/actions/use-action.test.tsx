import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@wallet/web-client';
import { renderWithApp } from '../../test/render.tsx';
import { useAction, type ActionOptions } from './use-action.ts';

/** A button that runs `action` through useAction and shows whether it is busy. */
function ActionButton({ action, onError }: { action: () => Promise<void> } & ActionOptions) {
  const { busy, run } = useAction({ onError });
  return (
    <button type="button" data-busy={busy} onClick={() => void run(action)}>
      go
    </button>
  );
}

// A message outside the catalogue is shown as the server sent it.
const refused = () => Promise.reject(new ApiError('Refused by the bank', 'server', 400));

describe('useAction', () => {
  it('runs one action at a time and is busy while it runs', async () => {
    let calls = 0;
    let finish = () => {};
    const action = () => {
      calls += 1;
      return new Promise<void>((resolve) => (finish = resolve));
    };
    renderWithApp(<ActionButton action={action} onError="toast" />);
    const button = screen.getByRole('button');
    const user = userEvent.setup();
    await user.click(button);
    await user.click(button);
    expect(calls).toBe(1);
    expect(button.dataset.busy).toBe('true');
    await act(async () => finish());
    expect(button.dataset.busy).toBe('false');
    await user.click(button);
    expect(calls).toBe(2);
  });

  it('shows a failure in the error dialog when asked to', async () => {
    renderWithApp(<ActionButton action={refused} onError="dialog" />);
    await userEvent.setup().click(screen.getByRole('button'));
    expect((await screen.findByTestId('result-dialog-message')).textContent).toBe('Refused by the bank');
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('shows a failure as an error toast when asked to', async () => {
    renderWithApp(<ActionButton action={refused} onError="toast" />);
    await userEvent.setup().click(screen.getByRole('button'));
    const toast = await screen.findByTestId('toast');
    expect([toast.dataset.kind, toast.textContent]).toEqual(['error', 'Refused by the bank']);
    expect(screen.queryByTestId('result-dialog')).toBeNull();
  });

  it('reports nothing for an aborted call', async () => {
    const abort = () => Promise.reject(new DOMException('closed', 'AbortError'));
    renderWithApp(<ActionButton action={abort} onError="dialog" />);
    await userEvent.setup().click(screen.getByRole('button'));
    expect(screen.queryByTestId('result-dialog')).toBeNull();
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('hands a failure to the form when it shows failures in its own place', async () => {
    const onError = vi.fn();
    renderWithApp(<ActionButton action={refused} onError={onError} />);
    await userEvent.setup().click(screen.getByRole('button'));
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Refused by the bank' }));
    expect(screen.queryByTestId('result-dialog')).toBeNull();
    expect(screen.queryByTestId('toast')).toBeNull();
  });
});
