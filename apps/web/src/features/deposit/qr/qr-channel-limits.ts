import { LAO_QR_KIP, QR_MINIMUMS, QR_QUICK_AMOUNTS, type QrChannel } from '@wallet/contract';

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

/**
 * A channel's minimum and quick amounts. An override also replaces the first quick amount, as
 * the spec says; the server's configurable minDeposit must be set to the same value.
 */
export function qrChannelLimits(channel: QrChannel, overrides = buildOverrides): QrChannelLimits {
  // The Lao QR's kip figures are the defaults of the operator's kipAmounts (ADR 0180); the
  // server holds the QR to the setting itself.
  if (channel === 'LAOQR') return { minimum: LAO_QR_KIP.minimum, quickAmounts: LAO_QR_KIP.quickAmounts };
  const quickAmounts = QR_QUICK_AMOUNTS[channel];
  const raw = channel === 'PAYTIMZ' || channel === 'FP' ? overrides[channel] : undefined;
  const override = raw ? Number(raw) : NaN;
  if (!Number.isFinite(override) || override <= 0) return { minimum: QR_MINIMUMS[channel], quickAmounts };
  return { minimum: override, quickAmounts: [override, ...quickAmounts.slice(1)] };
}
