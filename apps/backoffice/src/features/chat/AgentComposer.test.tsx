import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chatOperatorApi, pathOf, type ChatMessage } from '@wallet/contract';
import { mockFetch } from '@wallet/web-client/test';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../lib/i18n/I18nProvider.tsx';
import { testQueryClient } from '../../test/render.tsx';
import { AgentComposer } from './AgentComposer.tsx';

const SEND = `POST ${pathOf(chatOperatorApi.send, { conversationId: 9 })}`;
const sent: ChatMessage = {
  id: 1,
  sender: 'other',
  message: { message_type: 'text', payload: { message: 'first answer' } },
  userId: null,
  guestId: null,
  username: 'anna',
  name: 'anna',
  deviceToken: null,
  createdAt: '2026-11-26T03:00:00.000Z',
  session_id: 1,
};

describe('agent composer', () => {
  it('keeps the next answer an agent starts while the last one is still being sent, and sends quick replies', async () => {
    let finish = () => {};
    const { callsTo } = mockFetch({
      [`GET ${pathOf(chatOperatorApi.cannedReplies)}`]: { body: { replies: [] } },
      [SEND]: () => new Promise((resolve) => (finish = () => resolve({ body: sent }))),
    });
    render(
      <QueryClientProvider client={testQueryClient()}>
        <I18nProvider locale="en">
          <AgentComposer conversationId={9} />
        </I18nProvider>
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    const box = screen.getByTestId('agent-text') as HTMLTextAreaElement;
    await user.type(box, 'first answer');
    await user.click(screen.getByTestId('agent-send'));
    await waitFor(() => expect(callsTo(SEND)).toHaveLength(1));

    // The next one, as quick replies, begun before the first is through.
    await user.selectOptions(screen.getByTestId('agent-mode'), 'quick_replies');
    await user.clear(box);
    await user.type(box, 'pick one');
    await user.type(screen.getByTestId('agent-choices'), 'Deposit|DEPOSIT');
    finish();
    await waitFor(() => expect((screen.getByTestId('agent-send') as HTMLButtonElement).disabled).toBe(false));
    expect(box.value).toBe('pick one');

    await user.click(screen.getByTestId('agent-send'));
    await waitFor(() => expect(callsTo(SEND)).toHaveLength(2));
    finish();
    await waitFor(() => expect(box.value).toBe(''));
    expect(callsTo(SEND).map((call) => call.body)).toEqual([
      { message: { message_type: 'text', payload: { message: 'first answer' } } },
      {
        message: {
          message_type: 'quick_replies',
          payload: { message: 'pick one', quick_replies: [{ title: 'Deposit', payload: 'DEPOSIT' }] },
        },
      },
    ]);
  });
});
