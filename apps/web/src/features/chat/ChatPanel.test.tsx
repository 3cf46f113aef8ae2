import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@wallet/contract';
import { mockFetch } from '@wallet/web-client/test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveToken } from '../../lib/session/session.ts';
import { renderWithApp } from '../../test/render.tsx';
import { ChatPanel } from './ChatPanel.tsx';

// The widget's own socket is not under test here: a socket that never connects.
vi.mock('socket.io-client', () => ({
  io: () => {
    const socket = {
      connected: false,
      on: () => socket,
      off: () => socket,
      emit: () => socket,
      connect: () => socket,
      disconnect: () => socket,
      close: () => socket,
    };
    return socket;
  },
}));

const message = (id: number, text: string) => ({
  id,
  sender: 'customer',
  message: { message_type: 'text', payload: { message: text } },
  userId: '7',
  guestId: null,
  username: '0812345678',
  name: 'Somchai',
  deviceToken: null,
  createdAt: '2026-11-29T05:00:00.000Z',
  session_id: 1,
});

function memberWithGuestId() {
  saveToken('member-token', false);
  localStorage.setItem(STORAGE_KEYS.guestId, 'aaaaaaaaaaaaaaaaaaaaaaaa.sig');
}

const config = {
  'GET /api/chat/config': {
    body: { PREFIX: 'room-', guestId: 'new.sig', socket: { path: '/socket.io', namespace: '/chat' } },
  },
  'GET /api/account/profile': {
    body: {
      _id: '7',
      username: '0812345678',
      name: 'Somchai',
      createdAt: '2025-01-02T03:04:05.000Z',
      coin: 0,
      bankCode: 'KBANK',
      bankAccountName: 'SOMCHAI JAIDEE',
      bankAccountNo: '1234567890',
      bank: { nameTH: 'กสิกรไทย', nameEN: 'Kasikorn Bank', nameLA: 'ກະສິກອນໄທ' },
      currency: null,
      inviteCode: 'PR7',
    },
  },
};

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('ChatPanel: an older guest conversation of this browser (ADR 0153)', () => {
  it('asks the member, and takes it in only when they agree', async () => {
    memberWithGuestId();
    let merged = false;
    const { callsTo } = mockFetch({
      ...config,
      'POST /api/chat/history': () => ({
        body: merged
          ? { list: [message(2, 'asked as a guest')], readAt: null, guestWaiting: false }
          : { list: [], readAt: null, guestWaiting: true },
      }),
      'POST /api/chat/merge-guest': () => {
        merged = true;
        return { status: 204 };
      },
      'PUT /api/chat/read-customer/': { status: 204 },
    });
    renderWithApp(<ChatPanel />, { locale: 'th' });
    const prompt = await screen.findByTestId('chat-guest-prompt');
    expect(prompt.textContent).toContain('เพิ่มการสนทนานั้นเข้าบัญชี');
    expect(callsTo('POST /api/chat/merge-guest')).toHaveLength(0);
    await userEvent.setup().click(screen.getByTestId('chat-guest-take'));
    expect(callsTo('POST /api/chat/merge-guest')[0]!.body).toEqual({
      guestId: 'aaaaaaaaaaaaaaaaaaaaaaaa.sig',
    });
    // The history is read again, now with the guest's messages (the list itself is virtualised).
    await waitFor(() => expect(callsTo('POST /api/chat/history')).toHaveLength(2));
    expect(screen.queryByTestId('chat-guest-prompt')).toBeNull();
    await waitFor(() => expect(screen.queryByText('ยังไม่มีข้อความ พิมพ์คำถามของคุณได้เลย')).toBeNull());
  });

  it('a member who declines is not asked again: the guest id is forgotten', async () => {
    memberWithGuestId();
    const { callsTo } = mockFetch({
      ...config,
      'POST /api/chat/history': { body: { list: [], readAt: null, guestWaiting: true } },
      'PUT /api/chat/read-customer/': { status: 204 },
    });
    renderWithApp(<ChatPanel />, { locale: 'en' });
    await userEvent.setup().click(await screen.findByTestId('chat-guest-leave'));
    await waitFor(() => expect(screen.queryByTestId('chat-guest-prompt')).toBeNull());
    expect(localStorage.getItem(STORAGE_KEYS.guestId)).toBeNull();
    expect(callsTo('POST /api/chat/merge-guest')).toHaveLength(0);
  });
});
