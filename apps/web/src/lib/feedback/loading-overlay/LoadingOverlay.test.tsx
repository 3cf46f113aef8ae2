import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/I18nProvider.tsx';
import { LoadingOverlay } from './LoadingOverlay.tsx';

afterEach(() => vi.useRealTimers());

function renderOverlay(active: boolean) {
  const view = render(
    <I18nProvider locale="en">
      <LoadingOverlay active={active} />
    </I18nProvider>,
  );
  return (next: boolean) =>
    view.rerender(
      <I18nProvider locale="en">
        <LoadingOverlay active={next} />
      </I18nProvider>,
    );
}

describe('LoadingOverlay', () => {
  it('appears only once the work has lasted 200 ms, and leaves with it', () => {
    vi.useFakeTimers();
    const rerender = renderOverlay(true);
    act(() => vi.advanceTimersByTime(199));
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('loading-overlay')).toBeTruthy();
    rerender(false);
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
  });

  it('never shows for work that ends before the delay', () => {
    vi.useFakeTimers();
    const rerender = renderOverlay(true);
    act(() => vi.advanceTimersByTime(150));
    rerender(false);
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
  });
});
