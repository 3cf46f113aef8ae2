import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import {
  QR_CHANNEL_CURRENCY,
  offeredQrChannels,
  satangOf,
  toMinor,
  toSatang,
  type Currency,
  type QrChannel,
  type QrStateReply,
} from '@wallet/contract';
import { GatewayError, type PaymentGateway } from '../../../adapters/payment-gateway/port.ts';
import { fail } from '../../../lib/app-error.ts';
import type { SettingsService } from '../../settings/index.ts';
import { cancelQr, liveQr, recentlyPaidQr, replaceLiveQr, type ReplacedQr } from './qr-repo.ts';
import { NO_QR, paidQrState, qrState } from './qr-state.ts';

export type Gateways = Record<QrChannel, PaymentGateway>;

/** The answer to a create on a channel the operator does not offer: no QR, and why. */
const CHANNEL_CLOSED: QrStateReply = { hasQrcode: false, message: 'QR_FAIL' };

/** How long after its payment a QR still reads as paid (the page showing it learns so). */
const PAID_SHOWN_SECONDS = 15 * 60;

/** The spec ignores QR requests below 1 baht on every channel, KBANK included. */
const ABSOLUTE_MIN_SATANG = 100;

/** Creating, showing and cancelling a member's QR deposit: one live QR per member. */
export class QrDeposits {
  constructor(
    private readonly pool: pg.Pool,
    private readonly gateways: Gateways,
    private readonly settings: SettingsService,
    private readonly log: FastifyBaseLogger,
    /** The member's wallet currency: a PromptPay channel pays baht, never into a kip wallet (ADR 0159). */
    private readonly currencyOf: (memberId: number) => Promise<Currency>,
  ) {}

  async current(memberId: number, channel: QrChannel): Promise<QrStateReply> {
    const row = await liveQr(this.pool, memberId, channel);
    if (row) return this.withFigures(channel, await qrState(row));
    const paid = await recentlyPaidQr(this.pool, memberId, channel, PAID_SHOWN_SECONDS);
    return this.withFigures(channel, paid ? paidQrState(paid) : NO_QR);
  }

  /**
   * The Lao QR's answers carry the operator's kip minimum and quick amounts (ADR 0190): every
   * answer the member's panel keeps (a read, a created QR, a cancel) replaces the last, so each has them.
   */
  private async withFigures(channel: QrChannel, reply: QrStateReply): Promise<QrStateReply> {
    if (channel !== 'LAOQR') return reply;
    const kip = await this.settings.get('kipAmounts');
    return { ...reply, minimum: kip.qrMinDepositKip, quickAmounts: kip.qrQuickAmountsKip };
  }

  /** `typed` is in the channel's currency: baht on a PromptPay channel, whole kip on the Lao QR. */
  async create(memberId: number, channel: QrChannel, typed: number): Promise<QrStateReply> {
    const reply = await this.createIn(memberId, channel, typed);
    // A refused create leaves the panel's last answer in place, so it needs no figures.
    return reply.hasQrcode ? this.withFigures(channel, reply) : reply;
  }

  private async createIn(memberId: number, channel: QrChannel, typed: number): Promise<QrStateReply> {
    const currency = QR_CHANNEL_CURRENCY[channel];
    const amount = toMinor(typed, currency) ?? fail('KEY_INVALID');
    // A channel the operator does not offer now (spec doc 2 section 8: the message is toasted),
    // or one paid in another currency than the member's wallet (PromptPay to a kip member, the
    // Lao QR to a baht member): the same answer, as the channel is not theirs to use.
    if (!offeredQrChannels(await this.settings.get('deposit')).includes(channel)) return CHANNEL_CLOSED;
    if (currency !== (await this.currencyOf(memberId))) return CHANNEL_CLOSED;
    const { minDeposit, validityMinutes } = await this.settings.get('qr');
    const channelMinimum =
      channel === 'LAOQR'
        ? satangOf((await this.settings.get('kipAmounts')).qrMinDepositKip)
        : (toSatang(minDeposit[channel]) ?? 0);
    if (amount < Math.max(ABSOLUTE_MIN_SATANG, channelMinimum)) fail('TRANSFER_MINIMUM');

    const id = randomUUID();
    let created;
    try {
      created = await this.gateways[channel].createPayment({ reference: id, amount });
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      this.log.warn({ channel, err: error }, 'payment gateway refused a QR');
      fail('QR_FAIL');
    }
    const { row, replaced } = await replaceLiveQr(this.pool, {
      id,
      memberId,
      channel,
      amount,
      payload: created.payload,
      gatewayRef: created.gatewayRef,
      validitySeconds: validityMinutes * 60,
    });
    await this.cancelAtGateways(replaced);
    return qrState(row);
  }

  async cancel(memberId: number, channel: QrChannel, qrcodeId: string): Promise<QrStateReply> {
    const found = await cancelQr(this.pool, memberId, channel, qrcodeId);
    if (!found) fail('NO_DATA');
    if (found.cancelled) await this.cancelAtGateways([{ channel, gatewayRef: found.gatewayRef }]);
    return this.withFigures(channel, NO_QR);
  }

  /**
   * Best effort: our QR is already retired, and a payment that still reaches its order is
   * handled by the webhook like any late payment (ADR 0018), so a gateway that does not
   * answer must not fail the member's request.
   */
  private async cancelAtGateways(replaced: ReplacedQr[]): Promise<void> {
    for (const { channel, gatewayRef } of replaced) {
      try {
        await this.gateways[channel].cancelPayment(gatewayRef);
      } catch (error) {
        this.log.warn({ channel, gatewayRef, err: error }, 'payment gateway did not cancel an order');
      }
    }
  }
}
