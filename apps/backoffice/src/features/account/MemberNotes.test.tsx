import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountOperatorApi, pathOf, type MemberNotesReply, type MemberTag } from '@wallet/contract';
import { mockFetch } from '@wallet/web-client/test';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../lib/i18n/I18nProvider.tsx';
import { testQueryClient } from '../../test/render.tsx';
import { MemberNotes } from './MemberNotes.tsx';

const NOTES = `GET ${pathOf(accountOperatorApi.notes, { memberId: 7 })}`;
const ADD = `POST ${pathOf(accountOperatorApi.addNote, { memberId: 7 })}`;
const TAGS = `PUT ${pathOf(accountOperatorApi.setTags, { memberId: 7 })}`;

/** A server that keeps what the page sends: the page shows what it reads back. */
function server() {
  let stored: MemberNotesReply = {
    tags: ['VIP'],
    notes: [
      {
        id: 1,
        text: 'Prefers LINE',
        author: { id: 3, username: 'support.one', name: 'Support One' },
        createdAt: '2026-11-28T03:00:00.000Z',
      },
    ],
  };
  return mockFetch({
    [NOTES]: () => ({ body: stored }),
    [ADD]: (init) => {
      const { text } = JSON.parse(String(init?.body)) as { text: string };
      stored = {
        ...stored,
        notes: [
          {
            id: 2,
            text,
            author: { id: 4, username: 'me', name: 'Me' },
            createdAt: '2026-11-29T03:00:00.000Z',
          },
          ...stored.notes,
        ],
      };
      return { body: stored };
    },
    [TAGS]: (init) => {
      const { tags } = JSON.parse(String(init?.body)) as { tags: MemberTag[] };
      stored = { ...stored, tags };
      return { body: { tags } };
    },
  });
}

function renderNotes() {
  render(
    <QueryClientProvider client={testQueryClient()}>
      <I18nProvider locale="en">
        <MemberNotes memberId={7} />
      </I18nProvider>
    </QueryClientProvider>,
  );
}

describe("operators' notes and tags on a member (ADR 0182)", () => {
  it('shows the tags ticked and the notes with author; saves the tags as a whole set and adds a note', async () => {
    const { callsTo } = server();
    const user = userEvent.setup();
    renderNotes();
    const box = await screen.findByTestId('member-notes');
    expect((screen.getByTestId('member-tag-box-VIP') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByTestId('member-tag-box-WATCH') as HTMLInputElement).checked).toBe(false);
    expect(within(box).getByTestId('member-note').textContent).toContain('Prefers LINE');
    expect(within(box).getByTestId('member-note').textContent).toContain('Support One');
    // Nothing changed yet: nothing to save.
    expect((screen.getByTestId('member-tags-save') as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByTestId('member-tag-box-WATCH'));
    await user.click(screen.getByTestId('member-tag-box-VIP'));
    await user.click(screen.getByTestId('member-tags-save'));
    await waitFor(() => expect(callsTo(TAGS)).toHaveLength(1));
    expect(callsTo(TAGS)[0]!.body).toEqual({ tags: ['WATCH'] });
    expect(await screen.findByText('Tags saved.')).toBeTruthy();
    expect((screen.getByTestId('member-tag-box-WATCH') as HTMLInputElement).checked).toBe(true);

    expect((screen.getByTestId('member-note-save') as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByLabelText('New note'), 'Asked for a higher limit');
    await user.click(screen.getByTestId('member-note-save'));
    await waitFor(() => expect(screen.getAllByTestId('member-note')).toHaveLength(2));
    expect(callsTo(ADD)[0]!.body).toEqual({ text: 'Asked for a higher limit' });
    expect(screen.getAllByTestId('member-note')[0]!.textContent).toContain('Asked for a higher limit');
    expect((screen.getByLabelText('New note') as HTMLTextAreaElement).value).toBe('');
  });
});
