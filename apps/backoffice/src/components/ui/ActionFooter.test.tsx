import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { ActionFooter } from './ActionFooter.tsx';
import { testQueryClient } from '../../test/render.tsx';
import { ApiError } from '@wallet/web-client';
import { I18nProvider } from '../../lib/i18n/I18nProvider.tsx';
import { useAction } from '../../lib/actions/use-action.ts';

/** A form whose submit runs `work` through useAction, beside a list the action makes stale. */
function Form({ work }: { work: () => Promise<unknown> }) {
  const action = useAction({ refresh: [['things']] });
  useQuery({ queryKey: ['things'], queryFn: async () => 'things' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void action.run(work);
  };
  return (
    <form onSubmit={submit}>
      <ActionFooter action={action} submitLabel="Send" submitTestId="send" />
    </form>
  );
}

function renderForm(work: () => Promise<unknown>) {
  const client = testQueryClient();
  render(
    <QueryClientProvider client={client}>
      <I18nProvider locale="en">
        <Form work={work} />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return client;
}

describe('useAction with its footer', () => {
  it('runs one action at a time, says it is working, then reads what it made stale', async () => {
    let calls = 0;
    let finish = () => {};
    const client = renderForm(() => {
      calls += 1;
      return new Promise<void>((resolve) => (finish = resolve));
    });
    await waitFor(() => expect(client.getQueryState(['things'])?.status).toBe('success'));
    const fetchedBefore = client.getQueryState(['things'])!.dataUpdateCount;
    const send = screen.getByTestId('send') as HTMLButtonElement;
    const user = userEvent.setup();

    await user.click(send);
    expect([send.disabled, send.textContent]).toEqual([true, 'Working…']);
    await act(async () => send.form!.requestSubmit());
    expect(calls).toBe(1);
    await act(async () => finish());
    await waitFor(() => expect(send.textContent).toBe('Send'));
    expect(client.getQueryState(['things'])!.dataUpdateCount).toBe(fetchedBefore + 1);
  });

  it('shows a failure in words until the next try, and reads nothing again', async () => {
    let fail = true;
    const client = renderForm(async () => {
      if (fail) throw new ApiError('Refused by the bank', 'server', 400);
    });
    await waitFor(() => expect(client.getQueryState(['things'])?.status).toBe('success'));
    const user = userEvent.setup();

    await user.click(screen.getByTestId('send'));
    expect((await screen.findByTestId('error-note')).textContent).toBe('Refused by the bank');
    expect(client.getQueryState(['things'])!.dataUpdateCount).toBe(1);
    fail = false;
    await user.click(screen.getByTestId('send'));
    await waitFor(() => expect(screen.queryByTestId('error-note')).toBeNull());
  });
});
