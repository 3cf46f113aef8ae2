import { useQuery } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { lookupApi, type HowtoReply } from '@wallet/contract';
import { mockFetch } from '@wallet/web-client/test';
import { describe, expect, it } from 'vitest';
import { routeQuery } from '../api/client.ts';
import { useI18n } from '../i18n/use-i18n.ts';
import { renderWithApp } from '../../test/render.tsx';
import { RefetchOnLanguage } from './ServerStateLayout.tsx';

const replyIn = (title: string): HowtoReply => ({
  videos: [{ id: 'wallet', title, text: `${title}: the steps`, video: null }],
});

function HowtoTitle() {
  const { setLocale } = useI18n();
  const howto = useQuery(routeQuery(lookupApi.howto));
  return (
    <>
      <RefetchOnLanguage />
      <button type="button" onClick={() => setLocale('la')}>
        Lao
      </button>
      <p data-testid="title">{howto.data?.videos[0]?.title ?? 'loading'}</p>
    </>
  );
}

describe('answers read again in a newly picked language', () => {
  it('a language picked while the first answer is on its way shows the answer in that language', async () => {
    let answerEnglish: () => void = () => {};
    mockFetch({
      'GET /api/lookup/howto': (init) => {
        const language = new Headers(init?.headers).get('accept-language') ?? '';
        if (language.startsWith('lo')) return { body: replyIn('ກະເປົາເງິນ') };
        return new Promise((resolve) => (answerEnglish = () => resolve({ body: replyIn('Your wallet') })));
      },
    });
    renderWithApp(<HowtoTitle />);
    fireEvent.click(await screen.findByRole('button', { name: 'Lao' }));
    // The page is in Lao (its texts arrived) while the first answer, asked in English, is still out.
    await waitFor(() => expect(document.documentElement.lang).toBe('lo'));
    await act(async () => answerEnglish());
    expect(await screen.findByText('ກະເປົາເງິນ')).toBeTruthy();
    // The English answer that arrived late is not what stays.
    expect(screen.getByTestId('title').textContent).toBe('ກະເປົາເງິນ');
  });
});
