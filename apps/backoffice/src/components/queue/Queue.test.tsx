import { QueryClientProvider, queryOptions, type QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../lib/i18n/I18nProvider.tsx';
import { testQueryClient } from '../../test/render.tsx';
import { Button } from '../ui/Button.tsx';
import { Queue } from './Queue.tsx';
import type { QueuePage, QueueQuery, RowAction } from './queue-spec.ts';

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
        const items = tickets.filter((ticket) => !query.state || ticket.state === query.state);
        const open = tickets.filter((ticket) => ticket.state === 'open');
        return {
          pending: { count: open.length, oldestAt: null },
          total: items.length,
          items: items.slice((query.page - 1) * 20, query.page * 20),
        };
      },
    });
  return { list, reads, tickets };
}

/** Closes a ticket on the fake server through the queue's action, then closes its dialog. */
const closeOn = (tickets: Ticket[]): RowAction<Ticket> => ({
  view: (ticket) => (ticket.state === 'open' ? { label: 'Close it', testId: 'ticket-close' } : null),
  dialog: (ticket, { action, close }) => (
    <div data-testid="ticket-dialog">
      <Button
        onClick={() =>
          void action
            .run(async () => {
              tickets.find((stored) => stored.id === ticket.id)!.state = 'closed';
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

function renderQueue(server: ReturnType<typeof ticketsServer>, client: QueryClient = testQueryClient()) {
  render(
    <QueryClientProvider client={client}>
      <I18nProvider locale="en">
        <Queue
          name="tickets"
          rowTestId="ticket-row"
          liveKeys={[LIVE]}
          list={server.list}
          filters={{
            state: { label: 'State', initial: 'open', values: STATES, text: (value) => value },
          }}
          columns={[{ header: 'Reference', cell: (ticket) => ticket.reference }]}
          actions={[closeOn(server.tickets), locked]}
        />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return client;
}

const ticket = (id: number, state: Ticket['state'] = 'open'): Ticket => ({ id, reference: `T-${id}`, state });

describe('queue', () => {
  it('lists what its first filter choice matches, with each row its actions or the note in their place', async () => {
    const server = ticketsServer([ticket(1), ticket(2), ticket(3, 'closed')]);
    renderQueue(server);

    const rows = await screen.findAllByTestId('ticket-row');
    expect(rows.map((row) => row.dataset.reference)).toEqual(['T-1', 'T-2']);
    expect(server.reads).toEqual([{ state: 'open', page: 1 }]);
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
      { state: 'closed', page: 1 },
      { state: undefined, page: 1 },
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
    expect(server.reads.at(-1)).toEqual({ state: 'open', page: 2 });
  });
});
