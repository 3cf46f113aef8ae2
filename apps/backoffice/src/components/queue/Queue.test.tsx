import { QueryClientProvider, queryOptions, type QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEffects } from '@wallet/web-client/test/after-effects';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../lib/i18n/I18nProvider.tsx';
import { testQueryClient } from '../../test/render.tsx';
import { Button } from '../ui/Button.tsx';
import { Queue } from './Queue.tsx';
import type { QueueBulk, QueuePage, QueueQuery, RowAction } from './queue-spec.ts';

/** A queue of nothing in particular: the component knows no domain. */
interface Ticket {
  id: number;
  reference: string;
  state: 'open' | 'closed';
}
type TicketFilter = { state: Ticket['state'] };

const LIVE = ['tickets'] as const;
const STATES: Ticket['state'][] = ['open', 'closed'];

function ticketsServer(tickets: Ticket[]) {
  const reads: QueueQuery<TicketFilter>[] = [];
  const list = (query: QueueQuery<TicketFilter>) =>
    queryOptions({
      queryKey: [...LIVE, query],
      queryFn: async (): Promise<QueuePage<Ticket>> => {
        reads.push(query);
        const items = tickets.filter(
          (ticket) =>
            (!query.state || ticket.state === query.state) &&
            (!query.reference || ticket.reference === query.reference),
        );
        const open = tickets.filter((ticket) => ticket.state === 'open');
        return {
          pending: { count: open.length, oldestAt: null },
          total: items.length,
          items: items.slice((query.page - 1) * query.limit, query.page * query.limit),
        };
      },
    });
  return { list, reads, tickets };
}

/** Closes a ticket on the fake server through the queue's action, then closes its dialog. */
const closeOn = (tickets: Ticket[], keep = false, echo?: () => Promise<unknown>): RowAction<Ticket> => ({
  key: 'c',
  view: (ticket) => (ticket.state === 'open' ? { label: 'Close it', testId: 'ticket-close' } : null),
  dialog: (ticket, { action, close, decided }) => (
    <div data-testid="ticket-dialog" role="dialog">
      <Button
        onClick={() =>
          void action
            .run(async () => {
              const stored = tickets.find((each) => each.id === ticket.id)!;
              stored.state = 'closed';
              // The live refresh (the server's echo) may land before the decision's answer.
              await echo?.();
              if (keep) decided({ ...stored });
            })
            .then(close)
        }
      >
        Confirm {ticket.reference}
      </Button>
    </div>
  ),
});
const locked: RowAction<Ticket> = {
  view: (ticket) => (ticket.id === 2 ? { note: 'Not yours' } : null),
  dialog: () => null,
};

function renderQueue(
  server: ReturnType<typeof ticketsServer>,
  client: QueryClient = testQueryClient(),
  options: { keep?: boolean; bulk?: QueueBulk<Ticket>; echo?: boolean } = {},
) {
  const queue = (
    <Queue
      name="tickets"
      rowTestId="ticket-row"
      liveKeys={[LIVE]}
      list={server.list}
      filters={{
        state: { label: 'State', initial: 'open', values: STATES, text: (value) => value },
      }}
      columns={[
        { header: 'Reference', cell: (ticket) => ticket.reference },
        { header: 'State', cell: (ticket) => ticket.state },
      ]}
      actions={[
        closeOn(
          server.tickets,
          options.keep,
          options.echo ? () => client.invalidateQueries({ queryKey: LIVE }) : undefined,
        ),
        locked,
      ]}
      openPath={(ticket) => `/tickets/${ticket.id}`}
      {...(options.bulk ? { bulk: options.bulk } : {})}
    />
  );
  const router = createMemoryRouter(
    [
      { path: '/', element: queue },
      { path: '/tickets/:id', element: <p data-testid="ticket-page">ticket page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={client}>
      <I18nProvider locale="en">
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return client;
}

const referencesShown = () => screen.getAllByTestId('ticket-row').map((row) => row.dataset.reference);

const ticket = (id: number, state: Ticket['state'] = 'open'): Ticket => ({ id, reference: `T-${id}`, state });

describe('queue', () => {
  it('lists what its first filter choice matches, with each row its actions or the note in their place', async () => {
    const server = ticketsServer([ticket(1), ticket(2), ticket(3, 'closed')]);
    renderQueue(server);

    const rows = await screen.findAllByTestId('ticket-row');
    expect(rows.map((row) => row.dataset.reference)).toEqual(['T-1', 'T-2']);
    expect(server.reads).toEqual([{ state: 'open', page: 1, limit: 20 }]);
    expect(within(rows[0]!).getByTestId('ticket-close')).toBeTruthy();
    expect(within(rows[1]!).getByText('Not yours')).toBeTruthy();
    expect(screen.getByTestId('queue-pending').textContent).toContain('2');
  });

  it('reads again with a filter changed, from its first page, and leaves an emptied filter out', async () => {
    const server = ticketsServer([ticket(1), ticket(3, 'closed')]);
    renderQueue(server);
    await screen.findAllByTestId('ticket-row');
    const user = userEvent.setup();

    await user.selectOptions(screen.getByTestId('filter-state'), 'closed');
    await waitFor(() =>
      expect(screen.getAllByTestId('ticket-row').map((row) => row.dataset.reference)).toEqual(['T-3']),
    );
    // A closed ticket has no action: its row shows none.
    expect(screen.queryByTestId('ticket-close')).toBeNull();
    await user.selectOptions(screen.getByTestId('filter-state'), '');
    await waitFor(() => expect(screen.getAllByTestId('ticket-row')).toHaveLength(2));
    expect(server.reads.slice(1)).toEqual([
      { state: 'closed', page: 1, limit: 20 },
      { state: undefined, page: 1, limit: 20 },
    ]);
  });

  it('opens an action on its item, and reads the queue again once the action went through', async () => {
    const server = ticketsServer([ticket(1), ticket(2)]);
    renderQueue(server);
    const user = userEvent.setup();
    await user.click(within((await screen.findAllByTestId('ticket-row'))[0]!).getByTestId('ticket-close'));

    await user.click(within(screen.getByTestId('ticket-dialog')).getByText('Confirm T-1'));
    await waitFor(() => expect(screen.getAllByTestId('ticket-row')).toHaveLength(1));
    expect(screen.queryByTestId('ticket-dialog')).toBeNull();
    expect(server.reads).toHaveLength(2);
  });

  it('follows its live keys: what a pushed event makes stale shows without a reload', async () => {
    const server = ticketsServer([]);
    const client = renderQueue(server);
    expect(await screen.findByText('Nothing here.')).toBeTruthy();

    server.tickets.push(ticket(4));
    await act(() => client.invalidateQueries({ queryKey: LIVE }));
    expect((await screen.findByTestId('ticket-row')).dataset.reference).toBe('T-4');
  });

  it('pages through a long queue', async () => {
    const server = ticketsServer(Array.from({ length: 25 }, (_, index) => ticket(index + 1)));
    renderQueue(server);
    expect(await screen.findAllByTestId('ticket-row')).toHaveLength(20);
    await userEvent.setup().click(screen.getByText('Next'));
    await waitFor(() => expect(screen.getAllByTestId('ticket-row')).toHaveLength(5));
    expect(server.reads.at(-1)).toEqual({ state: 'open', page: 2, limit: 20 });
  });

  it('shows 50 rows a page when the operator chooses 50', async () => {
    const server = ticketsServer(Array.from({ length: 60 }, (_, index) => ticket(index + 1)));
    renderQueue(server);
    expect(await screen.findAllByTestId('ticket-row')).toHaveLength(20);
    await userEvent.setup().selectOptions(screen.getByTestId('page-size'), '50');
    await waitFor(() => expect(screen.getAllByTestId('ticket-row')).toHaveLength(50));
    expect(server.reads.at(-1)).toEqual({ state: 'open', page: 1, limit: 50 });
  });

  it('keeps a row decided here, with its outcome, until the operator refreshes', async () => {
    const server = ticketsServer([ticket(1), ticket(2)]);
    renderQueue(server, testQueryClient(), { keep: true });
    const user = userEvent.setup();
    await user.click(within((await screen.findAllByTestId('ticket-row'))[0]!).getByTestId('ticket-close'));
    await user.click(within(screen.getByTestId('ticket-dialog')).getByText('Confirm T-1'));
    await waitFor(() => expect(server.reads).toHaveLength(2));
    // The server no longer lists T-1 under "open"; the view keeps it where it was, closed.
    const rows = screen.getAllByTestId('ticket-row');
    expect(rows.map((row) => row.dataset.reference)).toEqual(['T-1', 'T-2']);
    expect(rows[0]!.textContent).toContain('closed');
    expect(rows[0]!.dataset.decided).toBe('true');
    await user.click(screen.getByTestId('queue-refresh'));
    await waitFor(() => expect(referencesShown()).toEqual(['T-2']));
  });

  it('keeps the row being decided when the live refresh lands before the answer', async () => {
    const server = ticketsServer([ticket(1), ticket(2)]);
    renderQueue(server, testQueryClient(), { keep: true, echo: true });
    const user = userEvent.setup();
    await user.click(within((await screen.findAllByTestId('ticket-row'))[0]!).getByTestId('ticket-close'));
    await user.click(within(screen.getByTestId('ticket-dialog')).getByText('Confirm T-1'));
    await waitFor(() => expect(screen.queryByTestId('ticket-dialog')).toBeNull());
    expect(referencesShown()).toEqual(['T-1', 'T-2']);
    expect(screen.getAllByTestId('ticket-row')[0]!.textContent).toContain('closed');
  });

  it('moves with J and K, opens the action of the current row with its letter and the member with O', async () => {
    const server = ticketsServer([ticket(1), ticket(3), ticket(4)]);
    renderQueue(server);
    const user = userEvent.setup();
    await screen.findAllByTestId('ticket-row');
    // The shortcuts are on screen, and on the buttons.
    expect(screen.getByTestId('queue-keys').textContent).toContain('next');
    expect(screen.getAllByTestId('ticket-close')[0]!.textContent).toContain('C');
    const current = () =>
      screen.getAllByTestId('ticket-row').findIndex((row) => row.getAttribute('aria-current'));
    expect(current()).toBe(0);
    await user.keyboard('jj');
    expect(current()).toBe(2);
    await user.keyboard('k');
    expect(current()).toBe(1);
    await user.keyboard('c');
    expect(within(screen.getByTestId('ticket-dialog')).getByText('Confirm T-3')).toBeTruthy();
    // With a dialog open the keys are the dialog's.
    await user.keyboard('j');
    expect(current()).toBe(1);
    await user.click(within(screen.getByTestId('ticket-dialog')).getByText('Confirm T-3'));
    await waitFor(() => expect(screen.queryByTestId('ticket-dialog')).toBeNull());
    // The queue takes its keys back with the effects of the render that closed the dialog.
    await afterEffects();
    await user.keyboard('o');
    expect(await screen.findByTestId('ticket-page')).toBeTruthy();
  });

  it('searches by reference and starts again from the first page', async () => {
    const server = ticketsServer([ticket(1), ticket(2)]);
    renderQueue(server);
    const user = userEvent.setup();
    await screen.findAllByTestId('ticket-row');
    await user.type(screen.getByTestId('search-reference'), 'T-2');
    await user.click(screen.getByTestId('search-submit'));
    await waitFor(() => expect(referencesShown()).toEqual(['T-2']));
    expect(server.reads.at(-1)).toEqual({ state: 'open', page: 1, limit: 20, reference: 'T-2' });
  });

  it('decides ticked rows at once and says which row was refused, in words', async () => {
    const server = ticketsServer([ticket(1), ticket(2), ticket(5)]);
    const sent: number[][] = [];
    const bulk: QueueBulk<Ticket> = {
      selectable: (item) => item.state === 'open',
      actions: [
        {
          label: 'Close ticked',
          title: 'Close these?',
          testId: 'bulk-close',
          summary: (items) => `${items.length} tickets`,
          send: async (_send, items) => {
            sent.push(items.map((item) => item.id));
            for (const item of items)
              if (item.id !== 5) server.tickets.find((t) => t.id === item.id)!.state = 'closed';
            return {
              results: items.map((item) =>
                item.id === 5
                  ? { id: item.id, item: null, message: 'ALREADY_DECIDED' as const }
                  : { id: item.id, item: { ...item, state: 'closed' as const }, message: null },
              ),
            };
          },
        },
      ],
    };
    renderQueue(server, testQueryClient(), { bulk });
    const user = userEvent.setup();
    const rows = await screen.findAllByTestId('ticket-row');
    await user.click(within(rows[0]!).getByTestId('row-tick'));
    // X ticks the current row from the keyboard.
    await user.keyboard('jjx');
    await user.click(screen.getByTestId('bulk-close'));
    const dialog = screen.getByTestId('bulk-dialog');
    expect(dialog.textContent).toContain('2 tickets');
    await user.type(within(dialog).getByTestId('confirm-reason'), 'all checked');
    await user.click(within(dialog).getByTestId('confirm-submit'));
    await waitFor(() => expect(screen.queryByTestId('bulk-dialog')).toBeNull());
    expect(sent).toEqual([[1, 5]]);
    const after = screen.getAllByTestId('ticket-row');
    expect(after[0]!.textContent).toContain('closed');
    expect(within(after[2]!).getByTestId('row-refused').textContent).not.toContain('ALREADY_DECIDED');
    expect(within(after[2]!).getByTestId('row-refused').textContent).toBeTruthy();
  });
});
