import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chatOperatorApi, pathOf, type ChatConversationSummary } from '@wallet/contract';
import { mockFetch } from '@wallet/web-client/test';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../lib/i18n/I18nProvider.tsx';
import { testQueryClient } from '../../test/render.tsx';
import { AssignSelect } from './AssignSelect.tsx';
import { CannedRepliesEditor } from './CannedRepliesEditor.tsx';

const CANNED = `GET ${pathOf(chatOperatorApi.cannedReplies)}`;
const SAVE_CANNED = `PUT ${pathOf(chatOperatorApi.saveCannedReplies)}`;
const AGENTS = `GET ${pathOf(chatOperatorApi.agents)}`;
const ASSIGN = `PUT ${pathOf(chatOperatorApi.assign, { conversationId: 9 })}`;

function renderWith(children: ReactNode, locale: 'en' | 'th' = 'en') {
  render(
    <QueryClientProvider client={testQueryClient()}>
      <I18nProvider locale={locale}>{children}</I18nProvider>
    </QueryClientProvider>,
  );
}

const conversation: ChatConversationSummary = {
  id: 9,
  memberId: 42,
  name: 'Somchai',
  username: '0811111111',
  memberTags: [],
  lastMessage: null,
  lastMessageAt: null,
  unread: 0,
  assignedTo: { id: 1, username: 'anna' },
  open: true,
  customerReadAt: null,
  waitingSince: null,
  locale: null,
};

describe('canned replies editor', () => {
  it('opens on the saved list, adds and removes rows, and saves the whole list in th, la and en', async () => {
    const hello = { title: 'Hello', texts: { th: 'สวัสดีค่ะ', la: 'ສະບາຍດີ', en: 'Hello, how can we help?' } };
    const saved = [hello, { title: 'Old', texts: { th: 'เก่า', la: 'ເກົ່າ', en: 'Not used any more' } }];
    const { callsTo } = mockFetch({
      [CANNED]: { body: { replies: saved } },
      [SAVE_CANNED]: (init) => ({ body: JSON.parse(String(init?.body)) }),
    });
    renderWith(<CannedRepliesEditor />);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('chat-canned-edit'));
    await waitFor(() => expect(screen.getAllByTestId('chat-canned-row')).toHaveLength(2));
    expect(screen.getAllByLabelText('Title').map((input) => (input as HTMLInputElement).value)).toEqual([
      'Hello',
      'Old',
    ]);
    expect((screen.getByTestId('text-canned-0-la') as HTMLTextAreaElement).value).toBe('ສະບາຍດີ');

    await user.click(screen.getAllByText('Remove')[1]!);
    await user.click(screen.getByTestId('chat-canned-add'));
    await user.type(screen.getAllByLabelText('Title')[1]!, 'Slip');
    await user.type(screen.getByTestId('text-canned-1-th'), 'กรุณาส่งสลิป');
    // Not all three yet: said, marked, and the save waits for it.
    expect(screen.getByTestId('chat-canned-incomplete')).toBeTruthy();
    expect(screen.getByTestId('missing-canned-1-la')).toBeTruthy();
    expect((screen.getByTestId('chat-canned-save') as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByTestId('text-canned-1-la'), 'ກະລຸນາສົ່ງສະລິບ');
    await user.type(screen.getByTestId('text-canned-1-en'), 'Please send your slip.');
    expect(screen.queryByTestId('chat-canned-incomplete')).toBeNull();
    await user.click(screen.getByTestId('chat-canned-save'));

    await waitFor(() => expect(screen.queryByTestId('chat-canned-editor')).toBeNull());
    expect(callsTo(SAVE_CANNED).map((call) => call.body)).toEqual([
      {
        replies: [
          hello,
          { title: 'Slip', texts: { th: 'กรุณาส่งสลิป', la: 'ກະລຸນາສົ່ງສະລິບ', en: 'Please send your slip.' } },
        ],
      },
    ]);
  });

  it('a refused save keeps the editor open with the reason in the language chosen', async () => {
    mockFetch({
      [CANNED]: { body: { replies: [] } },
      [SAVE_CANNED]: { status: 400, body: { message: 'KEY_INVALID' } },
    });
    renderWith(<CannedRepliesEditor />, 'th');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('chat-canned-edit'));
    await waitFor(() => expect(screen.getByText('ยังไม่มีข้อความสำเร็จรูป')).toBeTruthy());
    await user.click(screen.getByTestId('chat-canned-add'));
    for (const locale of ['th', 'la', 'en'])
      await user.type(screen.getByTestId(`text-canned-0-${locale}`), 'x');
    await user.click(screen.getByTestId('chat-canned-save'));
    await waitFor(() => expect(screen.getByTestId('chat-canned-error').textContent).not.toBe(''));
    expect(screen.getByTestId('chat-canned-error').textContent).not.toContain('KEY_INVALID');
    expect(screen.getByTestId('chat-canned-editor')).toBeTruthy();
  });
});

describe('assignment', () => {
  it('offers every agent and nobody, shows the current one, and assigns to another agent', async () => {
    const { callsTo } = mockFetch({
      [AGENTS]: {
        body: {
          agents: [
            { id: 1, username: 'anna' },
            { id: 2, username: 'boon' },
          ],
        },
      },
      [ASSIGN]: { body: { ...conversation, assignedTo: { id: 2, username: 'boon' } } },
    });
    renderWith(<AssignSelect conversation={conversation} />);
    const select = screen.getByTestId('chat-assign') as HTMLSelectElement;
    await waitFor(() => expect(select.options).toHaveLength(3));
    expect([...select.options].map((option) => option.text)).toEqual(['Unassigned', 'anna', 'boon']);
    expect(select.value).toBe('1');
    const user = userEvent.setup();
    await user.selectOptions(select, '2');
    await waitFor(() => expect(callsTo(ASSIGN)).toHaveLength(1));
    await user.selectOptions(select, '');
    await waitFor(() => expect(callsTo(ASSIGN)).toHaveLength(2));
    expect(callsTo(ASSIGN).map((call) => call.body)).toEqual([{ operatorId: 2 }, { operatorId: null }]);
  });
});
