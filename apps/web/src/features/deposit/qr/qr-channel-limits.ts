import {
  LAO_QR_KIP,
  QR_MINIMUMS,
  QR_QUICK_AMOUNTS,
  type QrChannel,
  type QrStateReply,
} from '@wallet/contract';

export interface QrChannelLimits {
  /** In the channel's currency: baht (KBANK only needs more than 0), kip on the Lao QR. */
  minimum: number;
  quickAmounts: readonly number[];
}

/** Build settings that override a channel's minimum (spec doc 2 section 9: PAYTIMZ and FP only). */
export type QrMinimumOverrides = Partial<Record<'PAYTIMZ' | 'FP', string | undefined>>;

const buildOverrides: QrMinimumOverrides = {
  PAYTIMZ: import.meta.env.VITE_PAYTIMZ_MIN_DEPOSIT,
  FP: import.meta.env.VITE_FP_MIN_DEPOSIT,
};

/** The figures a channel's state answered, where they are the operator's (the Lao QR's, ADR 0190). */
export type ServedQrFigures = Pick<QrStateReply, 'minimum' | 'quickAmounts'>;

/**
 * A channel's minimum and quick amounts. An override also replaces the first quick amount, as
 * the spec says; the server's configurable minDeposit must be set to the same value.
 */
export function qrChannelLimits(
  channel: QrChannel,
  overrides = buildOverrides,
  served: ServedQrFigures = {},
): QrChannelLimits {
  // The Lao QR's kip figures are the operator's kipAmounts, as its state answers them (ADR 0190);
  // their defaults until that answer is in.
  if (channel === 'LAOQR')
    return {
      minimum: served.minimum ?? LAO_QR_KIP.minimum,
      quickAmounts: served.quickAmounts ?? LAO_QR_KIP.quickAmounts,
    };
  const quickAmounts = QR_QUICK_AMOUNTS[channel];
  const raw = channel === 'PAYTIMZ' || channel === 'FP' ? overrides[channel] : undefined;
  const override = raw ? Number(raw) : NaN;
  if (!Number.isFinite(override) || override <= 0) return { minimum: QR_MINIMUMS[channel], quickAmounts };
  return { minimum: override, quickAmounts: [override, ...quickAmounts.slice(1)] };
}
