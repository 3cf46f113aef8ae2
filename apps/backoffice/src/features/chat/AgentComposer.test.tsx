import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chatOperatorApi, pathOf } from '@wallet/contract';
import { mockFetch } from '@wallet/web-client/test';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../lib/i18n/I18nProvider.tsx';
import { testQueryClient } from '../../test/render.tsx';
import { AgentComposer } from './AgentComposer.tsx';

const SEND = `POST ${pathOf(chatOperatorApi.send, { conversationId: 3 })}`;
const CANNED = `GET ${pathOf(chatOperatorApi.cannedReplies)}`;
const sent = {
  id: 9,
  sender: 'other',
  message: { message_type: 'text', payload: { message: 'first answer' } },
  userId: '42',
  guestId: null,
  username: null,
  name: null,
  deviceToken: null,
  createdAt: '2026-11-26T03:00:00.000Z',
  session_id: 1,
};

describe('the agent composer', () => {
  it('keeps what the agent typed while the previous answer was still on its way', async () => {
    let deliver: () => void = () => undefined;
    const { callsTo } = mockFetch({
      [CANNED]: { body: { replies: [] } },
      [SEND]: () => new Promise((resolve) => (deliver = () => resolve({ body: sent }))),
    });
    render(
      <QueryClientProvider client={testQueryClient()}>
        <I18nProvider locale="en">
          <AgentComposer conversationId={3} />
        </I18nProvider>
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    const text = screen.getByTestId('agent-text') as HTMLTextAreaElement;
    await user.type(text, 'first answer');
    await user.click(screen.getByTestId('agent-send'));
    await waitFor(() => expect(callsTo(SEND)).toHaveLength(1));

    await user.clear(text);
    await user.type(text, 'second answer');
    deliver();

    await waitFor(() => expect((screen.getByTestId('agent-send') as HTMLButtonElement).disabled).toBe(false));
    expect(text.value).toBe('second answer');
    expect(callsTo(SEND)[0]!.body).toEqual({
      message: { message_type: 'text', payload: { message: 'first answer' } },
    });
  });
});
