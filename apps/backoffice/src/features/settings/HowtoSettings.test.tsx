import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { operatorAuthApi, pathOf, settingsOperatorApi, queuesApi } from '@wallet/contract';
import { mockFetch } from '@wallet/web-client/test';
import { describe, expect, it } from 'vitest';
import { saveToken } from '../../lib/session/session.ts';
import { emptyQueues, meReplyOf, operatorOf, renderApp } from '../../test/render.tsx';

const video = (name: string) => ({
  title: { th: `${name} th`, la: `${name} la`, en: name },
  text: { th: 'ข้อความ', en: 'Steps' },
  link: { th: `/howto/th/${name}.webm`, la: '', en: `/howto/en/${name}.webm` },
});
const howto = {
  wallet: video('wallet'),
  play: video('play'),
  balance: video('balance'),
  bonus: video('bonus'),
  'end-bonus': video('end-bonus'),
};

function signedInAdmin() {
  saveToken('op-token');
  return mockFetch({
    [`GET ${pathOf(operatorAuthApi.me)}`]: { body: meReplyOf(operatorOf('admin')) },
    [`GET ${pathOf(queuesApi.queues)}`]: {
      body: emptyQueues,
    },
    [`GET ${pathOf(settingsOperatorApi.howto.read)}`]: { body: { howto } },
  });
}

describe('the how-to videos screen (ADR 0118)', () => {
  it('draws each video with its title, text and link per language, a missing Lao link marked', async () => {
    signedInAdmin();
    renderApp('/settings/howto');
    expect(await screen.findByTestId('text-howto.play.link-en')).toHaveProperty(
      'value',
      '/howto/en/play.webm',
    );
    expect(screen.getByText('Video: end bonus')).toBeTruthy();
    expect(screen.getByTestId('missing-howto.play.link-la')).toBeTruthy();
    expect(screen.queryByTestId('missing-howto.play.link-en')).toBeNull();
  });

  it('refuses a video page as a link beside the link, sending nothing', async () => {
    const { callsTo } = signedInAdmin();
    const user = userEvent.setup();
    renderApp('/settings/howto');
    const link = await screen.findByTestId('text-howto.bonus.link-en');
    await user.clear(link);
    await user.type(link, 'https://www.youtube.com/watch?v=abc');
    await user.click(screen.getByTestId('settings-save'));
    await waitFor(() => expect(screen.getByTestId('error-howto.bonus.link')).toBeTruthy());
    expect(callsTo(`PUT ${pathOf(settingsOperatorApi.howto.change)}`)).toHaveLength(0);
  });
});
