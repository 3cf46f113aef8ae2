import { useQuery } from '@tanstack/react-query';
import { LOADING_DELAY_MS } from '@wallet/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { useQueryOverlay } from './use-query-overlay.ts';

/** A read the test answers by hand. */
function heldRead() {
  const pending: Array<(value: string) => void> = [];
  const read = () => new Promise<string>((resolve) => pending.push(resolve));
  return { read, answer: (value: string) => act(async () => pending.shift()!(value)) };
}

function Reader({ read }: { read: () => Promise<string> }) {
  const query = useQuery({ queryKey: ['held'], queryFn: read });
  useQueryOverlay(query);
  return (
    <p data-testid="value" data-fetching={query.isFetching}>
      {query.data ?? '…'}
    </p>
  );
}

const pastTheDelay = () => new Promise((resolve) => setTimeout(resolve, LOADING_DELAY_MS * 3));

describe('useQueryOverlay', () => {
  it('covers a first load, and not a background refresh of what is shown', async () => {
    const held = heldRead();
    const { queryClient } = renderWithApp(<Reader read={held.read} />);
    expect(await screen.findByTestId('loading-overlay')).toBeTruthy();
    await held.answer('one');
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('one'));
    await waitFor(() => expect(screen.queryByTestId('loading-overlay')).toBeNull());

    await act(async () => void queryClient.invalidateQueries({ queryKey: ['held'] }));
    // The screen knows it is fetching again; the overlay would be up by now if it were to come.
    await waitFor(() => expect(screen.getByTestId('value').dataset.fetching).toBe('true'));
    await act(pastTheDelay);
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
    await held.answer('two');
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('two'));
  });
});
