import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { auditApi, operatorAuthApi, operatorsApi, pathOf, queuesApi } from '@wallet/contract';
import { mockFetch } from '@wallet/web-client/test';
import { describe, expect, it } from 'vitest';
import { saveToken } from '../../lib/session/session.ts';
import { emptyQueues, meReplyOf, operatorOf, renderApp } from '../../test/render.tsx';

const finance = { ...operatorOf('finance', 9), name: 'Nok Finance', username: 'nok' };

describe('audit filter', () => {
  it('picks the operator by name and sends their id', async () => {
    saveToken('op-token');
    const { fetchMock } = mockFetch({
      [`GET ${pathOf(operatorAuthApi.me)}`]: { body: meReplyOf(operatorOf('admin')) },
      [`GET ${pathOf(operatorsApi.list)}`]: {
        body: {
          operators: [
            { ...operatorOf('admin'), signInLockedFor: 0, pending: null },
            { ...finance, signInLockedFor: 0, pending: null },
          ],
        },
      },
      [`GET ${pathOf(auditApi.search)}`]: { body: { total: 0, entries: [] } },
      [`GET ${pathOf(queuesApi.queues)}`]: {
        body: emptyQueues,
      },
    });
    const user = userEvent.setup();
    renderApp('/audit');
    const select = (await screen.findByTestId('audit-operator')) as HTMLSelectElement;
    await waitFor(() => expect(select.textContent).toContain('Nok Finance · nok (Finance)'));
    await user.selectOptions(select, '9');
    await user.click(screen.getByText('Search', { selector: 'button[type="submit"]' }));
    const audits = () =>
      fetchMock.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((url) => url.pathname === pathOf(auditApi.search));
    await waitFor(() => expect(audits().at(-1)?.searchParams.get('operatorId')).toBe('9'));
  });
});
