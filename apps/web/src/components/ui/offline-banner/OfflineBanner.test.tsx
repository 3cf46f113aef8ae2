import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { OfflineBanner } from './OfflineBanner.tsx';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

describe('OfflineBanner', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows while the browser is offline and goes away when it is back', () => {
    renderWithApp(<OfflineBanner />);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    goOffline(true);
    expect(screen.getByTestId('offline-banner').textContent).toBe(
      'No connection. Balances may be out of date, and nothing is sent until you are back online.',
    );
    goOffline(false);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
  });
});
