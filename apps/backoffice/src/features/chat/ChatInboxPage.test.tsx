import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  chatOperatorApi,
  accountOperatorApi,
  operatorAuthApi,
  pathOf,
  type ChatConversationSummary,
  type ChatMessage,
  type MemberPage,
  queuesApi,
} from '@wallet/contract';
import { mockFetch } from '@wallet/web-client/test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveToken } from '../../lib/session/session.ts';
import { emptyQueues, meReplyOf, operatorOf, renderApp } from '../../test/render.tsx';
import { chatAlerts } from './chat-alerts.ts';

const message = (id: number, sender: 'customer' | 'other', text: string): ChatMessage => ({
  id,
  sender,
  message: { message_type: 'text', payload: { message: text } },
  userId: sender === 'customer' ? '42' : null,
  guestId: null,
  username: null,
  name: null,
  deviceToken: null,
  createdAt: `2026-11-26T03:0${id}:00.000Z`,
  session_id: 1,
});

const member: ChatConversationSummary = {
  id: 9,
  memberId: 42,
  name: 'Somchai',
  username: '0811111111',
  memberTags: [],
  lastMessage: message(2, 'customer', 'where is my deposit?'),
  lastMessageAt: '2026-11-26T03:02:00.000Z',
  unread: 2,
  assignedTo: null,
  open: true,
  customerReadAt: null,
  waitingSince: '2026-11-26T03:01:00.000Z',
  locale: 'la',
};
const guest: ChatConversationSummary = {
  ...member,
  id: 10,
  memberId: null,
  name: null,
  username: null,
  unread: 0,
  lastMessage: message(3, 'customer', 'hello from a guest'),
  waitingSince: null,
  locale: null,
};

const page: MemberPage = {
  profile: {
    id: 42,
    username: '0811111111',
    name: 'Somchai',
    status: 'active',
    currency: 'THB',
    sourceCode: null,
    invitedBy: null,
    coin: 0,
    createdAt: '2026-11-01T00:00:00.000Z',
  },
  bank: {
    code: 'KBANK',
    accountNo: '0481234567',
    accountName: 'Somchai',
    nameTH: 'กสิกร',
    nameEN: 'Kasikorn',
  },
  balances: { wallet: 1234.5, withdrawalHold: 0, transferHold: 0, games: [] },
  sessions: [],
};

const INBOX = `GET ${pathOf(chatOperatorApi.inbox)}`;
const THREAD = (id: number) => `GET ${pathOf(chatOperatorApi.thread, { conversationId: id })}`;
const READ = `PUT ${pathOf(chatOperatorApi.read, { conversationId: 9 })}`;

function supportWithInbox() {
  saveToken('op-token');
  return mockFetch({
    [`GET ${pathOf(operatorAuthApi.me)}`]: { body: meReplyOf(operatorOf('support', 7)) },
    [`GET ${pathOf(queuesApi.queues)}`]: {
      body: emptyQueues,
    },
    [INBOX]: { body: { conversations: [member, guest], counts: { unassigned: 2, waiting: 1, mine: 0 } } },
    [THREAD(9)]: {
      body: {
        conversation: member,
        list: [message(2, 'customer', 'where is my deposit?'), message(1, 'customer', 'hi')],
      },
    },
    [THREAD(10)]: { body: { conversation: guest, list: [message(3, 'customer', 'hello from a guest')] } },
    [READ]: { status: 204 },
    [`GET ${pathOf(chatOperatorApi.agents)}`]: { body: { agents: [{ id: 7, username: 'support.one' }] } },
    [`GET ${pathOf(chatOperatorApi.cannedReplies)}`]: { body: { replies: [] } },
    [`GET ${pathOf(accountOperatorApi.page, { memberId: 42 })}`]: { body: page },
    [`GET ${pathOf(accountOperatorApi.statement, { memberId: 42 })}`]: { body: { total: 0, movements: [] } },
    [`GET ${pathOf(chatOperatorApi.memberQueue, { memberId: 42 })}`]: {
      body: {
        items: [
          { kind: 'withdrawal', id: 'withdrawal-5', amount: 1500, createdAt: '2026-11-26T02:00:00.000Z' },
          { kind: 'notice', id: 'deposit-4', amount: 500.5, createdAt: '2026-11-26T01:00:00.000Z' },
        ],
      },
    },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('chat inbox', () => {
  it('shows who waits and how long, in which language, and the unassigned and waiting counts', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T03:25:00.000Z'), toFake: ['Date'] });
    supportWithInbox();
    renderApp('/chat');
    const items = await screen.findAllByTestId('chat-conversation');
    expect(within(items[0]!).getByTestId('chat-waiting').textContent).toBe('waiting 24 min');
    expect(within(items[0]!).getByTestId('chat-locale').textContent).toBe('LA');
    expect(within(items[0]!).getByTestId('chat-locale').getAttribute('title')).toBe('Writes in Lao');
    expect(within(items[1]!).queryByTestId('chat-waiting')).toBeNull();
    expect(screen.getByTestId('chat-counts').textContent).toBe('1 waiting for an answer · 2 unassigned');
    expect(screen.getByTestId('chat-count-unassigned').textContent).toBe('2');
    expect(screen.getByTestId('chat-count-mine').textContent).toBe('0');
    vi.useRealTimers();
  });

  it('lists conversations with unread counts and "Guest"; opening one marks it read and shows the card', async () => {
    const { callsTo } = supportWithInbox();
    renderApp('/chat');
    const items = await screen.findAllByTestId('chat-conversation');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Somchai'),
      expect.stringContaining('Guest'),
    ]);
    expect(within(items[0]!).getByTestId('chat-unread').textContent).toBe('2');
    expect(within(items[1]!).queryByTestId('chat-unread')).toBeNull();

    await userEvent.setup().click(items[0]!);
    const thread = await screen.findByTestId('chat-thread');
    await waitFor(() => expect(within(thread).getAllByTestId('chat-thread-message')).toHaveLength(2));
    // Oldest first, as a conversation reads.
    expect(within(thread).getAllByTestId('chat-thread-message')[0]!.textContent).toContain('hi');
    await waitFor(() => expect(callsTo(READ)).toHaveLength(1));

    // The member's card: balance, the open queue items in words, the link to the member page.
    const card = await screen.findByTestId('chat-member-card');
    await waitFor(() =>
      expect(within(card).getByTestId('chat-member-queue').textContent).toContain('Withdrawal'),
    );
    const queue = within(card).getByTestId('chat-member-queue').textContent!;
    expect(queue).toContain('1,500.00');
    expect(queue).toContain('Deposit notice');
    expect(within(card).getByTestId('chat-member-link').getAttribute('href')).toBe('/backoffice/members/42');
  });

  it('a guest has no member card', async () => {
    supportWithInbox();
    renderApp('/chat');
    const items = await screen.findAllByTestId('chat-conversation');
    await userEvent.setup().click(items[1]!);
    await screen.findByTestId('chat-thread');
    await waitFor(() => expect(screen.getAllByTestId('chat-thread-message')).toHaveLength(1));
    expect(screen.queryByTestId('chat-member-card')).toBeNull();
  });

  it('a customer message pushed live reads the list again; the sound switch mutes the chime', async () => {
    const { callsTo } = supportWithInbox();
    const oscillators: unknown[] = [];
    class FakeAudio {
      currentTime = 0;
      destination = {};
      createOscillator() {
        const tone = {
          frequency: { value: 0 },
          connect: () => ({ connect: () => {} }),
          start() {},
          stop() {},
        };
        oscillators.push(tone);
        return tone;
      }
      createGain() {
        return {
          gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} },
          connect: () => ({ connect: () => {} }),
        };
      }
    }
    vi.stubGlobal('AudioContext', FakeAudio);
    const { socket } = renderApp('/chat');
    await screen.findAllByTestId('chat-conversation');
    const before = callsTo(INBOX).length;
    const push = () =>
      socket.emit('chat:inbox', { conversation: member, message: message(4, 'customer', 'anyone?') });

    push();
    await waitFor(() => expect(callsTo(INBOX).length).toBeGreaterThan(before));
    expect(oscillators.length).toBeGreaterThan(0);

    const sound = screen.getByRole('checkbox', { name: 'Sound for new messages' }) as HTMLInputElement;
    expect(sound.checked).toBe(true);
    await userEvent.setup().click(sound);
    expect(sound.checked).toBe(false);
    expect(chatAlerts.soundOn()).toBe(false);
    const chimes = oscillators.length;
    push();
    await waitFor(() => expect(callsTo(INBOX).length).toBeGreaterThan(before + 1));
    expect(oscillators.length).toBe(chimes);
  });
});
