import { accountApi } from '@wallet/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@wallet/web-client/test';
import { describe, expect, it, vi } from 'vitest';
import { routeScope } from '@wallet/web-client';
import { renderWithApp } from '../../../test/render.tsx';
import { EditBankNameModal } from './EditBankNameModal.tsx';

const profile = {
  _id: '42',
  username: '0812345678',
  name: 'Somchai',
  createdAt: '2025-01-01T00:00:00Z',
  coin: 0,
  bankCode: 'KTB',
  bankAccountName: 'SOMCHAI JAIDEE',
  bankAccountNo: '1234567890',
  bank: { nameTH: 'กรุงไทย', nameEN: 'Krungthai Bank', nameLA: 'ກຸງໄທ' },
  currency: null,
  inviteCode: 'PR42',
};

describe('EditBankNameModal', () => {
  it('upper-cases the input and refuses anything but A-Z and spaces', async () => {
    const { calls } = mockFetch({});
    renderWithApp(<EditBankNameModal bankCode="KTB" onClose={vi.fn()} onSaved={vi.fn()} />);
    const user = userEvent.setup();
    const input = screen.getByTestId('bank-name-input') as HTMLInputElement;
    await user.type(input, 'somchai ใจดี');
    expect(input.value).toBe('SOMCHAI ใจดี');
    await user.click(screen.getByTestId('bank-name-submit'));
    expect(screen.getByText('Please use English letters (A-Z) and spaces only')).toBeTruthy();
    await user.clear(input);
    await user.click(screen.getByTestId('bank-name-submit'));
    expect(screen.getByText('Please use English letters (A-Z) and spaces only')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('saves the normalised name for the member bank and reports success', async () => {
    const { callsTo } = mockFetch({ 'PUT /api/account/bankAccountName': { body: profile } });
    const onSaved = vi.fn();
    const onClose = vi.fn();
    const { queryClient } = renderWithApp(
      <EditBankNameModal bankCode="KTB" onClose={onClose} onSaved={onSaved} />,
    );
    const profileKey = routeScope(accountApi.profile);
    queryClient.setQueryData(profileKey, profile);
    const user = userEvent.setup();
    await user.type(screen.getByTestId('bank-name-input'), ' somchai   jaidee ');
    await user.click(screen.getByTestId('bank-name-submit'));
    expect((await screen.findByTestId('result-dialog')).getAttribute('data-kind')).toBe('success');
    expect(callsTo('PUT /api/account/bankAccountName')[0]!.body).toEqual({
      bankCode: 'KTB',
      bankAccountName: 'SOMCHAI JAIDEE',
    });
    expect(onSaved).toHaveBeenCalledWith('SOMCHAI JAIDEE');
    // The profile screen reads the new name when it is next shown.
    expect(queryClient.getQueryState(profileKey)?.isInvalidated).toBe(true);
    expect(onClose).toHaveBeenCalled();
  });
});
