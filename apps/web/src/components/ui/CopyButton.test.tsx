import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { CopyButton } from './CopyButton.tsx';

describe('CopyButton', () => {
  it('copies the text and says "Copied: <text>"', async () => {
    const user = userEvent.setup();
    renderWithApp(<CopyButton text="1234567890" label="Copy account number" testId="copy" />);
    await user.click(screen.getByTestId('copy'));
    expect(await navigator.clipboard.readText()).toBe('1234567890');
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toBe('Copied: 1234567890');
    expect(toast.getAttribute('data-kind')).toBe('success');
  });

  it('says "Failed to copy" when no way of copying works', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderWithApp(<CopyButton text="x" label="Copy" testId="copy" />);
    await user.click(screen.getByTestId('copy'));
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toBe('Failed to copy');
    expect(toast.getAttribute('data-kind')).toBe('error');
  });
});
