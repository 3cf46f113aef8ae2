import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@wallet/web-client/test';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { ConditionsMenuButton } from './ConditionsMenuButton.tsx';

describe('ConditionsMenuButton', () => {
  it('loads the conditions on open, renders them sanitised and closes on confirm', async () => {
    mockFetch({
      'GET /api/lookup/conditions': {
        body: {
          conditions: [
            '<p>Rule <b>one</b></p>',
            '<p>Two<img src=x onerror="alert(1)"></p><script>x()</script>',
          ],
        },
      },
    });
    renderWithApp(<ConditionsMenuButton />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Conditions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terms and conditions' });
    await waitFor(() => expect(dialog.textContent).toContain('Rule one'));
    expect(dialog.querySelector('b')?.textContent).toBe('one');
    expect(dialog.querySelector('img, script')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
