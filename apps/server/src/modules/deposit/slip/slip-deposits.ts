import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { depositAccountCurrency, toBaht, type SlipEntry, type SlipNote } from '@wallet/contract';
import { AppError, fail } from '../../../lib/app-error.ts';
import { crashPoint } from '../../../lib/crash-point.ts';
import type { FileStorage } from '../../../adapters/storage/port.ts';
import type { SlipRef, SlipVerification, SlipVerifier } from '../../../adapters/slip-verifier/port.ts';
import { bankOfInterbankCode } from '../../../adapters/slip-verifier/bank-codes.ts';
import { type BalanceEvents, creditDeposit, type Ledger } from '../../wallet/index.ts';
import { isSlipUploadClosed, type SettingsService } from '../../settings/index.ts';
import { checkDecodeBudget } from './decode-budget.ts';
import { claimSlipTransfer, slipSightingOf, type SlipTransferClaims } from '../bank-feed/slip-claims.ts';
import { judgeTransfer, receivingAccounts } from './judge-transfer.ts';
import type { QrReading } from './read-slip-qr.ts';
import { slipImageType, type SlipImageType } from './slip-image.ts';
import type { SlipQrReader } from './slip-qr-pool.ts';
import type { SlipUploadLimits } from './slip-upload-limits.ts';
import type { SlipRepo, SlipRow } from './slip-repo.ts';

/**
 * A verifier's refusal that concerns this upload rather than the transfer: the claim is given
 * back so the rightful member (NOT_MATCH) or a later try (bank not reached, captcha) can claim it.
 */
const RELEASING_NOTES: readonly SlipNote[] = ['NOT_MATCH', 'INVALID_SLIP', 'TRIPPLE_WRONG_CAPTCHA'];

export function slipEntryOf(row: SlipRow): SlipEntry {
  return {
    reference: row.reference,
    createdAt: row.createdAt.toISOString(),
    amount: toBaht(row.amount),
    status: row.status,
    note: row.note,
  };
}

/** A keyed upload's slip reference: the same key names the same slip, as random as a fresh one. */
const slipReferenceOf = (opKey: string) =>
  createHash('sha256').update(opKey).digest('base64url').slice(0, 16);

export interface SlipDepositDeps {
  repo: SlipRepo;
  ledger: Ledger;
  events: BalanceEvents;
  settings: SettingsService;
  storage: FileStorage;
  verifier: SlipVerifier;
  /** Off the event loop (a worker pool): one big image must not stall every other request. */
  qr: SlipQrReader;
  limits: SlipUploadLimits;
  /** The bank transfers the feed sees: a slip of one it already credited credits nothing (ADR 0075). */
  transfers?: SlipTransferClaims;
}

/** Bank-slip deposits: store the image, read its mini-QR, claim the transfer, verify, credit once. */
export class SlipDeposits {
  constructor(private readonly deps: SlipDepositDeps) {}

  /** Slip upload closes daily (settings `slip`, the banks' nightly cut-off). */
  async assertOpen(now = new Date()): Promise<void> {
    const { closeFrom, closeTo } = await this.deps.settings.get('slip');
    if (isSlipUploadClosed(closeFrom, closeTo, now)) fail('SLIP_UPLOAD_CLOSED');
  }

  /**
   * Judged by its bytes and header first (refusals keep nothing), read off the event loop, then
   * counted against the member's quota and kept, whatever the reading says (ADR 0020, 0027).
   */
  async upload(memberId: number, image: Buffer, log: FastifyBaseLogger, opKey?: string): Promise<SlipEntry> {
    const type = slipImageType(image) ?? fail('SLIP_INVALID_FILE');
    const { readable } = checkDecodeBudget(type, image);
    const reading: QrReading = readable
      ? await this.readQr(type, image, log)
      : { ok: false, note: 'IMG_SIZE_UNABLE_TO_PROCESS' };
    // The request's key names its slip (ADR 0187): a retry of an upload that died after storing
    // it finishes that slip, where a fresh one would find the transfer claimed (a duplicate).
    const reference = opKey ? slipReferenceOf(opKey) : randomBytes(12).toString('base64url');
    const stored = opKey ? await this.deps.repo.byReference(reference) : undefined;
    if (stored) {
      if (stored.status !== 'PENDING' || !reading.ok) return slipEntryOf(stored);
      return slipEntryOf(await this.verifyClaimed(stored, { ...reading.ref, image }, log));
    }
    await this.deps.limits.takeKept(memberId);
    const slip = { reference, memberId, fileKey: `slips/${reference}.${type === 'png' ? 'png' : 'jpg'}` };
    try {
      await this.deps.storage.put(slip.fileKey, image);
    } catch (error) {
      log.error({ err: error }, 'slip image could not be stored');
      fail('SLIP_UPLOAD_FAIL');
    }
    if (!reading.ok) return slipEntryOf(await this.deps.repo.insertFailed(slip, reading.note));
    const row = await this.deps.repo.insertClaiming(slip, reading.ref.sendingBank, reading.ref.transRef);
    if (row.status !== 'PENDING') return slipEntryOf(row);
    // The image too: a service that reads slips itself may read one our reader misread (ADR 0143).
    return slipEntryOf(await this.verifyClaimed(row, { ...reading.ref, image }, log));
  }

  private async readQr(type: SlipImageType, image: Buffer, log: FastifyBaseLogger): Promise<QrReading> {
    try {
      return await this.deps.qr.read(type, image);
    } catch (error) {
      if (error instanceof AppError) throw error;
      // A worker that died (or never started) is our failure, not the slip's: nothing is kept.
      log.error({ err: error }, 'slip QR worker failed');
      fail('SLIP_UPLOAD_FAIL');
    }
  }

  private async verify(ref: SlipRef, log: FastifyBaseLogger): Promise<SlipVerification> {
    try {
      const verification = await this.deps.verifier.verify(ref);
      // Quota, the bank's side or our credentials: the operator's to fix, so it is said (no slip details).
      if (verification.outcome === 'error' && verification.reason)
        log.warn({ reason: verification.reason }, 'slip verification service failed');
      return verification;
    } catch (error) {
      log.error({ err: error }, 'slip verifier failed');
      return { outcome: 'error' };
    }
  }

  private async verifyClaimed(row: SlipRow, ref: SlipRef, log: FastifyBaseLogger): Promise<SlipRow> {
    const { repo } = this.deps;
    const verification = await this.verify(ref, log);
    switch (verification.outcome) {
      case 'timeout':
        return row;
      case 'error':
        return repo.settle(row.id, { status: 'PENDING', note: 'UNKNOW_ERROR', amount: 0 });
      case 'captcha':
        return this.refuse(row, 'TRIPPLE_WRONG_CAPTCHA', 0);
      case 'not-found':
        return this.refuse(row, 'INVALID_SLIP', 0);
      case 'transfer':
        break;
    }
    const { transfer } = verification;
    const member = await repo.memberBankAccount(row.memberId);
    const deposit = await this.deps.settings.get('deposit');
    const accounts = deposit.banks.filter((bank) => bank.bankType === 'BANK');
    const note = member ? judgeTransfer(transfer, member, accounts, new Date()) : 'NOT_MATCH';
    if (note) return this.refuse(row, note, transfer.amount);
    // ADR 0175: the slip shows a figure at an account of one currency; a wallet in another is
    // never credited by guess. The slip waits for an operator, as one the feed cannot settle does.
    // ADR 0181: a slip left for an operator keeps the transfer it showed, so the operator's
    // approval claims that transfer from the bank feed rather than crediting it a second time.
    const ours = accounts.map((a) => ({ bankCode: a.bankCode, accountNo: a.bankAccountNo }));
    const sighting = slipSightingOf(ours, transfer);
    const currency = await this.deps.ledger.currencyOf(row.memberId);
    if (receivingAccounts(transfer, accounts).some((a) => depositAccountCurrency(a.bankCode) !== currency))
      return repo.settle(row.id, {
        status: 'PENDING',
        note: 'UNKNOW_ERROR',
        amount: transfer.amount,
        sighting,
      });
    const bank = bankOfInterbankCode(ref.sendingBank) ?? ref.sendingBank;
    const opKey = `slip:${ref.sendingBank}:${ref.transRef}`;
    if (this.deps.transfers) {
      const claim = await claimSlipTransfer(this.deps.transfers, sighting, row.memberId, opKey);
      if (claim.kind === 'credit') crashPoint('slip.afterClaim');
      if (claim.kind === 'credited') {
        return repo.settle(row.id, {
          status: 'SUCCESS',
          note: null,
          amount: transfer.amount,
          movementId: claim.movementId,
        });
      }
      if (claim.kind === 'review') {
        const note = claim.why === 'other-member' ? 'SLIP_REFNO_DUPLICATED' : 'UNKNOW_ERROR';
        return repo.settle(row.id, { status: 'PENDING', note, amount: transfer.amount, sighting });
      }
    }
    const { movement } = await creditDeposit(this.deps.ledger, this.deps.events, {
      memberId: row.memberId,
      amount: transfer.amount,
      opKey,
      channel: `SLIP:${bank}`,
    });
    crashPoint('slip.afterCredit');
    await this.deps.transfers?.slipCredited(opKey, movement.id);
    return repo.settle(row.id, {
      status: 'SUCCESS',
      note: null,
      amount: transfer.amount,
      movementId: movement.id,
    });
  }

  private refuse(row: SlipRow, note: SlipNote, amount: number): Promise<SlipRow> {
    return this.deps.repo.settle(row.id, { status: 'FAILED', note, amount }, RELEASING_NOTES.includes(note));
  }
}
