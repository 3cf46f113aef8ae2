import { IDEMPOTENCY_HEADER, pathOf, slipApi } from '@wallet/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@wallet/web-client/test';
import { describe, expect, it } from 'vitest';
import { mockXhr } from '@wallet/web-client/test/xhr';
import { renderWithApp } from '../../../test/render.tsx';
import { slip } from '../test-data.ts';
import { SlipUploadSection } from './SlipUploadSection.tsx';

const hours = (closed = false) => ({
  'GET /api/lookup/slip': { body: { closed, closeFrom: '23:00', closeTo: '00:30' } },
});
const image = (bytes = 1000) => new File([new Uint8Array(bytes)], 'slip.jpg', { type: 'image/jpeg' });

async function chooseAndUpload(file = image()) {
  const user = userEvent.setup();
  await user.upload(screen.getByTestId('slip-file'), file);
  await user.click(screen.getByTestId('slip-upload'));
  return user;
}

describe('Slip upload', () => {
  it('states the rules and the daily closed hours from the slip lookup', async () => {
    mockFetch(hours());
    renderWithApp(<SlipUploadSection />);
    expect((await screen.findByTestId('slip-hours')).textContent).toBe(
      'Slip upload is closed every day from 23:00 to 00:30.',
    );
    expect(screen.getByText('Upload the slip within 1 hour of the transfer.')).toBeTruthy();
    expect(screen.getByText('Upload the genuine slip from your bank, not a screen capture.')).toBeTruthy();
    expect((screen.getByTestId('slip-upload') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the upload progress, then the slip status and its translated note', async () => {
    mockFetch(hours());
    const sent = mockXhr();
    renderWithApp(<SlipUploadSection />);
    await screen.findByTestId('slip-hours');
    await chooseAndUpload();
    const xhr = sent[0]!;
    expect(xhr.url).toBe(pathOf(slipApi.upload));
    expect((xhr.body?.get('file') as File).name).toBe('slip.jpg');
    expect(xhr.headers.get(IDEMPOTENCY_HEADER)).toBeTruthy();
    expect((screen.getByTestId('slip-progress') as HTMLProgressElement).value).toBe(0);
    act(() => xhr.progress(300, 1000));
    expect((screen.getByTestId('slip-progress') as HTMLProgressElement).value).toBe(30);
    expect(screen.getByText('30%')).toBeTruthy();
    act(() => xhr.respond(200, slip({ status: 'FAILED', amount: 0, note: 'SLIP_REFNO_DUPLICATED' })));
    const status = await screen.findByTestId('slip-status');
    expect(status.textContent).toBe('Failed');
    expect(status.getAttribute('data-tone')).toBe('failed');
    expect(screen.getByTestId('slip-note').textContent).toBe('Duplicate slip');
    // The outcome is also said in the error dialog, where the member is looking.
    expect((await screen.findByTestId('result-dialog')).getAttribute('data-kind')).toBe('error');
    expect(screen.getByTestId('result-dialog-message').textContent).toBe(
      'This slip was not accepted. Duplicate slip',
    );
    expect(screen.queryByTestId('slip-progress')).toBeNull();
    expect((screen.getByTestId('slip-file') as HTMLInputElement).value).toBe('');
  });

  it('says a credited slip is in the wallet', async () => {
    mockFetch(hours());
    const sent = mockXhr();
    renderWithApp(<SlipUploadSection />);
    await chooseAndUpload();
    act(() => sent[0]!.respond(200, slip({ status: 'SUCCESS', amount: 500 })));
    expect((await screen.findByTestId('slip-status')).getAttribute('data-tone')).toBe('success');
    expect(screen.getByText('Amount 500.00 baht')).toBeTruthy();
    expect(screen.getByText('The money is in your wallet.')).toBeTruthy();
    expect((await screen.findByTestId('result-dialog')).getAttribute('data-kind')).toBe('success');
    expect(screen.getByTestId('result-dialog-message').textContent).toBe(
      'Your slip of 500.00 baht was accepted: the money is in your wallet.',
    );
  });

  it('shows a refused upload in the error dialog', async () => {
    mockFetch(hours());
    const sent = mockXhr();
    renderWithApp(<SlipUploadSection />);
    await chooseAndUpload();
    act(() => sent[0]!.respond(400, { message: 'SLIP_INVALID_FILE' }));
    expect((await screen.findByTestId('result-dialog')).getAttribute('data-kind')).toBe('error');
    expect(screen.getByTestId('result-dialog-message').textContent).toBe('The slip file is not valid');
  });

  it('refuses an image over 5 MB before sending it', async () => {
    mockFetch(hours());
    const sent = mockXhr();
    renderWithApp(<SlipUploadSection />);
    await chooseAndUpload(image(5 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert').textContent).toBe(
      'The image is larger than 5 MB. Please choose a smaller one.',
    );
    expect(sent).toHaveLength(0);
  });

  it('disables the upload while slip upload is closed', async () => {
    mockFetch(hours(true));
    renderWithApp(<SlipUploadSection />);
    expect((await screen.findByTestId('slip-closed')).textContent).toBe(
      'Slip upload is closed right now. It opens again at 00:30.',
    );
    await waitFor(() => expect((screen.getByTestId('slip-file') as HTMLInputElement).disabled).toBe(true));
  });
});
