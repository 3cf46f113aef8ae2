import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  pathOf,
  type ManualPayoutItem,
  type PayoutBatch,
  type PayoutBatchDetail,
  type PayoutBatchFile,
  type PayoutResultImport,
  payoutDeskApi,
  payoutFilesApi,
} from '@wallet/contract';
import { mockFetch } from '@wallet/web-client/test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../lib/i18n/I18nProvider.tsx';
import { testQueryClient } from '../../test/render.tsx';
import { PayoutFiles } from './PayoutFiles.tsx';

const waiting: ManualPayoutItem = {
  id: 12,
  reference: 'WDABCDEFGHJKLMNPQR',
  member: { id: 55, username: '0812345678', name: 'Somchai' },
  amount: 25_000,
  bank: { code: 'KBANK', accountNo: '0481234567', accountName: 'SOMCHAI J' },
  status: 'TO_PAY',
  settled: false,
  bankReference: null,
  reason: null,
  batchId: 3,
  decidedAt: null,
  decidedBy: null,
  returnAsked: null,
  createdAt: '2026-11-26T03:00:00.000Z',
};
const batch: PayoutBatch = {
  id: 3,
  layout: 'scb',
  fileName: 'payout-scb-000003.txt',
  count: 1,
  total: 25_000,
  open: 1,
  paid: 0,
  failed: 0,
  imports: 0,
  createdBy: { id: 1, username: 'fin', name: 'Finance' },
  createdAt: '2026-11-29T03:00:00.000Z',
};
// The file's bytes (TIS-620): a Thai letter (0xCA) and CRLF, which a text round trip would change.
const FILE_BYTES = [0x30, 0x30, 0x31, 0xca, 0x0d, 0x0a];
const file: PayoutBatchFile = {
  batch,
  fileName: batch.fileName,
  contentBase64: btoa(String.fromCharCode(...FILE_BYTES)),
};
const detail: PayoutBatchDetail = {
  batch,
  items: [
    {
      withdrawalId: 12,
      reference: waiting.reference,
      line: 1,
      amount: 25_000,
      bank: waiting.bank,
      outcome: 'OPEN',
      bankReference: null,
      reason: null,
      waitingSecond: null,
    },
  ],
};

const DESK = `GET ${pathOf(payoutDeskApi.manualPayouts)}`;
const BATCHES = `GET ${pathOf(payoutFilesApi.payoutBatches)}`;
const EXPORT = `POST ${pathOf(payoutFilesApi.exportPayoutBatch)}`;
const DETAIL = `GET ${pathOf(payoutFilesApi.payoutBatch, { batchId: 3 })}`;
const RELEASE = `POST ${pathOf(payoutFilesApi.releasePayoutBatch, { batchId: 3 })}`;
const CONFIRM = `POST ${pathOf(payoutFilesApi.confirmBatchPayout, { batchId: 3, withdrawalId: 12 })}`;

/** The shared upload sends through XMLHttpRequest: this one keeps what was sent and answers when told. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  timeout = 0;
  status = 0;
  responseText = '';
  body: FormData | null = null;
  readonly upload = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

let saved: Blob[];
beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  saved = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        saved.push(blob);
        return 'blob:payout-file';
      },
      revokeObjectURL: () => undefined,
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

function renderFiles(items: ManualPayoutItem[], batches: PayoutBatch[]) {
  const mocked = mockFetch({
    [DESK]: { body: { toPay: items.length, total: items.length, items } },
    [BATCHES]: { body: { items: batches } },
    [EXPORT]: { body: file },
    [DETAIL]: { body: detail },
    [RELEASE]: { body: { ...batch, open: 0, failed: 1 } },
    [CONFIRM]: { body: { ...detail.items[0], waitingSecond: { operator: batch.createdBy, amount: 25_000 } } },
  });
  render(
    <QueryClientProvider client={testQueryClient()}>
      <I18nProvider locale="en">
        <PayoutFiles />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return mocked;
}

describe('bulk payment files on the payout desk (ADR 0173)', () => {
  it("exports in the chosen bank's layout and saves the file's bytes exactly", async () => {
    const { callsTo } = renderFiles([{ ...waiting, batchId: null }], []);
    const user = userEvent.setup();
    const section = await screen.findByTestId('payout-files');
    const submit = within(section).getByTestId('payout-file-export') as HTMLButtonElement;
    await user.selectOptions(within(section).getByTestId('payout-file-layout'), 'scb');
    await user.type(within(section).getByTestId('payout-file-company'), 'WALLET01');
    await user.type(within(section).getByTestId('payout-file-account'), '12345');
    await user.type(within(section).getByTestId('payout-file-sender'), 'SITE CO');
    await user.type(within(section).getByTestId('payout-file-service'), 'DCP');
    expect(submit.disabled).toBe(true); // five digits are no account
    await user.type(within(section).getByTestId('payout-file-account'), '67890');
    await user.click(submit);
    await waitFor(() =>
      expect(callsTo(EXPORT).map((call) => call.body)).toEqual([
        {
          layout: 'scb',
          companyId: 'WALLET01',
          debitAccount: '1234567890',
          senderName: 'SITE CO',
          serviceCode: 'DCP',
        },
      ]),
    );
    await waitFor(() => expect(saved).toHaveLength(1));
    const bytes = await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(saved[0]!);
    });
    expect([...new Uint8Array(bytes)]).toEqual(FILE_BYTES);
  });

  it("uploads a batch's result file through the shared upload and lists each row's outcome", async () => {
    renderFiles([waiting], [batch]);
    const user = userEvent.setup();
    await user.click(within(await screen.findByTestId('payout-batch-row')).getByTestId('payout-batch-open'));
    const result = await screen.findByTestId('payout-batch-result');
    await user.upload(
      within(result).getByTestId('payout-result-file'),
      new File(['Reference,Amount,Status\r\n'], 'result.csv', { type: 'text/csv' }),
    );
    await user.selectOptions(within(result).getByTestId('payout-result-failure'), 'return');
    await user.click(within(result).getByTestId('payout-result-submit'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const sent = FakeXhr.sent[0]!;
    expect(sent.method).toBe('POST');
    expect(sent.url).toMatch(/\/api\/backoffice\/payouts\/batches\/3\/result\?onFailure=return$/);
    expect((sent.body!.get('file') as File).name).toBe('result.csv');
    const reply: PayoutResultImport = {
      batch,
      rows: [
        { line: 2, reference: waiting.reference, amount: 24_000, outcome: 'AMOUNT_DIFFERS' },
        { line: 3, reference: 'WDOTHER', amount: 10, outcome: 'NOT_IN_BATCH' },
      ],
    };
    sent.respond(200, reply);
    const rows = await screen.findByTestId('payout-result-rows');
    expect(rows.textContent).toContain('Refused: the amount is not the payout’s');
    expect(rows.textContent).toContain('Refused: not a payout of this file');
  });

  it('confirms an open payout by the amount and reference typed, both checked before sending', async () => {
    const { callsTo } = renderFiles([waiting], [batch]);
    const user = userEvent.setup();
    await user.click(within(await screen.findByTestId('payout-batch-row')).getByTestId('payout-batch-open'));
    await user.click(await screen.findByTestId('payout-batch-confirm'));
    const dialog = screen.getByTestId('payout-confirm-dialog');
    const submit = within(dialog).getByTestId('payout-confirm-submit') as HTMLButtonElement;
    await user.type(within(dialog).getByTestId('payout-confirm-amount'), '25000.123');
    await user.type(within(dialog).getByTestId('payout-confirm-reference'), 'SCB2611XYZ');
    expect(submit.disabled).toBe(true); // three decimals are no baht amount
    await user.clear(within(dialog).getByTestId('payout-confirm-amount'));
    await user.type(within(dialog).getByTestId('payout-confirm-amount'), '25000.00');
    await user.click(submit);
    await waitFor(() =>
      expect(callsTo(CONFIRM).map((call) => call.body)).toEqual([
        { amount: 25_000, bankReference: 'SCB2611XYZ' },
      ]),
    );
  });

  it('gives a file the bank did not take back to the desk with the reason asked for', async () => {
    const { callsTo } = renderFiles([waiting], [batch]);
    const user = userEvent.setup();
    await user.click(within(await screen.findByTestId('payout-batch-row')).getByTestId('payout-batch-open'));
    await user.click(await screen.findByTestId('payout-batch-release'));
    const confirm = screen.getByTestId('confirm-dialog');
    await user.type(within(confirm).getByTestId('confirm-reason'), 'portal refused the file');
    await user.click(within(confirm).getByTestId('confirm-submit'));
    await waitFor(() =>
      expect(callsTo(RELEASE).map((call) => call.body)).toEqual([{ reason: 'portal refused the file' }]),
    );
  });

  it('shows nothing where the manual rail is not used', async () => {
    const { callsTo } = renderFiles([], []);
    await waitFor(() => expect(callsTo(BATCHES)).toHaveLength(1));
    await waitFor(() => expect(callsTo(DESK)).toHaveLength(1));
    expect(screen.queryByTestId('payout-files')).toBeNull();
  });
});
