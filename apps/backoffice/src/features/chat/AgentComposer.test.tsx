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
          <AgentComposer conversationId={9} locale="en" />
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

  const greeting = { title: 'Hello', texts: { th: 'สวัสดีค่ะ', la: 'ສະບາຍດີ', en: 'Hello!' } };
  const slip = { title: 'Slip', texts: { th: 'ส่งสลิปค่ะ', la: 'ສົ່ງສະລິບ', en: 'Send your slip.' } };
  function composerIn(locale: 'th' | 'la' | 'en' | null) {
    const { callsTo } = mockFetch({
      [`GET ${pathOf(chatOperatorApi.cannedReplies)}`]: { body: { replies: [greeting, slip] } },
      [SEND]: { body: sent },
    });
    render(
      <QueryClientProvider client={testQueryClient()}>
        <I18nProvider locale="en">
          <AgentComposer conversationId={9} locale={locale} />
        </I18nProvider>
      </QueryClientProvider>,
    );
    return callsTo;
  }

  it("inserts a canned reply in the conversation's language with one click, at the caret, and sends it", async () => {
    const callsTo = composerIn('la');
    const user = userEvent.setup();
    const box = screen.getByTestId('agent-text') as HTMLTextAreaElement;
    await user.click(await screen.findByRole('button', { name: 'Hello' }));
    expect(box.value).toBe('ສະບາຍດີ');
    expect(screen.getByTestId('agent-canned-language').textContent).toBe('Inserted in: ລາວ');
    await user.click(screen.getByRole('button', { name: 'Slip' }));
    expect(box.value).toBe('ສະບາຍດີ ສົ່ງສະລິບ');
    // The caret moved back to the start: the next one goes there, the text after it is kept.
    box.setSelectionRange(0, 0);
    await user.click(screen.getByRole('button', { name: 'Hello' }));
    expect(box.value).toBe('ສະບາຍດີສະບາຍດີ ສົ່ງສະລິບ');
    await user.click(screen.getByTestId('agent-send'));
    await waitFor(() => expect(callsTo(SEND)).toHaveLength(1));
    expect(callsTo(SEND)[0]!.body).toEqual({
      message: { message_type: 'text', payload: { message: 'ສະບາຍດີສະບາຍດີ ສົ່ງສະລິບ' } },
    });
  });

  it('a selection is replaced; a conversation whose language is not known yet gets the Thai text', async () => {
    composerIn(null);
    const user = userEvent.setup();
    const box = screen.getByTestId('agent-text') as HTMLTextAreaElement;
    await user.type(box, 'xx yy');
    box.setSelectionRange(0, 2);
    await user.click(await screen.findByRole('button', { name: 'Slip' }));
    expect(box.value).toBe('ส่งสลิปค่ะ yy');
    expect(screen.getByTestId('agent-canned-language').textContent).toBe('Inserted in: ไทย');
  });

  it('English conversations get the English text', async () => {
    composerIn('en');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Slip' }));
    expect((screen.getByTestId('agent-text') as HTMLTextAreaElement).value).toBe('Send your slip.');
  });
});
