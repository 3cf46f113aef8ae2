import { act, fireEvent, screen, within } from '@testing-library/react';
import type { HowtoReply } from '@wallet/contract';
import { mockFetch } from '@wallet/web-client/test';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { HowtoPage } from './HowtoPage.tsx';

const video = (id: HowtoReply['videos'][number]['id'], title: string, link: string | null) => ({
  id,
  title,
  text: `${title}: the steps`,
  video: link === null ? null : { link, language: 'en' as const },
});
const reply: HowtoReply = {
  videos: [
    video('wallet', 'Your wallet', '/howto/en/wallet.webm'),
    video('play', 'Play now', 'https://cdn.example.com/play.mp4'),
    video('balance', 'Balance', null),
    video('bonus', 'Bonus', '/howto/en/bonus.webm'),
    video('end-bonus', 'End bonus', '/howto/en/end-bonus.webm'),
  ],
};

describe('HowtoPage', () => {
  it("lists the operator's titles and texts, a shipped clip with its poster", async () => {
    mockFetch({ 'GET /api/lookup/howto': { body: reply } });
    renderWithApp(<HowtoPage />);
    const wallet = await screen.findByTestId('howto-wallet');
    expect(wallet.textContent).toContain('Your wallet');
    expect(wallet.textContent).toContain('Your wallet: the steps');
    expect(wallet.getAttribute('aria-label')).toBe('Watch video: Your wallet');
    expect(wallet.querySelector<HTMLElement>('.howto-card__thumb')?.style.backgroundImage).toContain(
      '/howto/en/wallet.jpg',
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
  });

  it("plays an operator's https video in the modal, titled as the card", async () => {
    mockFetch({ 'GET /api/lookup/howto': { body: reply } });
    renderWithApp(<HowtoPage />);
    fireEvent.click(await screen.findByTestId('howto-play'));
    const modal = await screen.findByTestId('howto-modal');
    expect(within(modal).getByText('Play now')).toBeTruthy();
    const player = within(modal).getByTestId('howto-video');
    expect(player.getAttribute('data-language')).toBe('en');
    expect([...player.querySelectorAll('source')].map((source) => source.getAttribute('src'))).toEqual([
      'https://cdn.example.com/play.mp4',
    ]);
  });

  it('shows only the text of a video without a clip for this language', async () => {
    mockFetch({ 'GET /api/lookup/howto': { body: reply } });
    renderWithApp(<HowtoPage />);
    fireEvent.click(await screen.findByTestId('howto-balance'));
    const modal = await screen.findByTestId('howto-modal');
    expect(within(modal).queryByTestId('howto-video')).toBeNull();
    expect(within(modal).getByText('Balance: the steps')).toBeTruthy();
  });

  it('an open clip follows the answer in the language chosen since: the new clip plays', async () => {
    mockFetch({ 'GET /api/lookup/howto': { body: reply } });
    const { queryClient } = renderWithApp(<HowtoPage />);
    fireEvent.click(await screen.findByTestId('howto-wallet'));
    const before = within(await screen.findByTestId('howto-modal')).getByTestId('howto-video');
    expect(before.getAttribute('data-language')).toBe('en');
    // The answer in Lao arrives after the card was tapped (a language change still loading).
    const lao = {
      videos: reply.videos.map((one) =>
        one.id === 'wallet'
          ? { ...one, title: 'ກະເປົາເງິນ', video: { link: '/howto/la/wallet.webm', language: 'la' as const } }
          : one,
      ),
    };
    act(() => queryClient.setQueryData(queryClient.getQueryCache().getAll()[0]!.queryKey, lao));
    const modal = await screen.findByTestId('howto-modal');
    expect(within(modal).getByText('ກະເປົາເງິນ')).toBeTruthy();
    const after = within(modal).getByTestId('howto-video');
    expect(after.getAttribute('data-language')).toBe('la');
    expect(after).not.toBe(before);
    expect(after.querySelector('source')?.getAttribute('src')).toBe('/howto/la/wallet.webm');
  });

  it('says why when the videos cannot be read, and reads them again on retry', async () => {
    mockFetch({ 'GET /api/lookup/howto': { status: 500, body: { message: 'INTERNAL_SERVER_ERROR' } } });
    renderWithApp(<HowtoPage />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    mockFetch({ 'GET /api/lookup/howto': { body: reply } });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('howto-wallet')).toBeTruthy();
  });
});
