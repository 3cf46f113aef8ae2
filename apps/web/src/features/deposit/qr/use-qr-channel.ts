import { hashKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { qrApi, type QrChannel, type QrStateReply } from '@wallet/contract';
import { useEffect, useState } from 'react';
import { useLoadingOverlay } from '../../../lib/feedback/loading-overlay/use-loading-overlay.ts';
import { useBalanceEvents } from '../../../lib/realtime/use-balance-events.ts';
import { routeScope } from '@wallet/web-client';
import { cancelQr, createQr, qrStateQuery } from '../deposit-api.ts';

export interface LiveQr {
  qrcodeId: string;
  qrcode: string;
  amount: number;
  /** Epoch ms when the QR expires, from expireIn at the moment the answer arrived. */
  deadline: number;
}

/** The QR this panel showed was paid: PAID_REVIEW when an operator checks the payment first. */
export interface PaidQr {
  qrcodeId: string;
  amount: number;
  review: boolean;
}

function paidQrOf(reply: QrStateReply | undefined, shownId: string | null): PaidQr | null {
  if (!reply || reply.hasQrcode || !shownId || reply.qrcodeId !== shownId) return null;
  if (reply.message !== 'PAID' && reply.message !== 'PAID_REVIEW') return null;
  return { qrcodeId: shownId, amount: reply.amount ?? 0, review: reply.message === 'PAID_REVIEW' };
}

function liveQrOf(reply: QrStateReply | undefined, arrivedAt: number): LiveQr | null {
  if (!reply?.hasQrcode || !reply.qrcodeId || !reply.qrcode || !reply.expireIn) return null;
  return {
    qrcodeId: reply.qrcodeId,
    qrcode: reply.qrcode,
    amount: reply.amount ?? 0,
    deadline: arrivedAt + reply.expireIn * 1000,
  };
}

/**
 * One channel's QR (spec doc 2 section 4): read when the panel is made (and on focus: a QR's life is
 * the server's, so it is never cached past its panel); the countdown ticks every second and the QR
 * is gone at 00:00. Creating a QR here makes the other channels read theirs again (the server
 * cancelled them). A create or cancel answer replaces the channel's state after any read still on
 * its way is cancelled, so a read sent before it cannot undo it.
 *
 * Paid: every balance push makes a channel that showed a QR read it again, so a paid QR turns into
 * its paid state as soon as the money is in (ADR 0062). Only the QR this panel showed reads as
 * paid: a member who opens the modal later gets the amount form.
 */
export function useQrChannel(channel: QrChannel) {
  const client = useQueryClient();
  const { track } = useLoadingOverlay();
  const query = qrStateQuery(channel);
  // A failed read leaves the amount form in place: the member can still create a QR.
  const state = useQuery({ ...query, staleTime: 0, gcTime: 0 });
  const [tick, setTick] = useState(0);
  // The QR this panel last showed (kept past its expiry: a late payment is credited too).
  const [shownId, setShownId] = useState<string | null>(null);

  const replaceState = async (reply: QrStateReply) => {
    await client.cancelQueries({ queryKey: query.queryKey });
    client.setQueryData(query.queryKey, reply);
  };

  const create = async (amount: number) => {
    const reply = await track(createQr(channel, { amount }));
    if (!reply.hasQrcode) return reply;
    await replaceState(reply);
    const own = hashKey(query.queryKey);
    await client.invalidateQueries({
      queryKey: routeScope(qrApi.current),
      predicate: (other) => other.queryHash !== own,
    });
    return reply;
  };

  const cancel = async (qrcodeId: string) => {
    const reply = await track(cancelQr(channel, { qrcodeId }));
    await replaceState(reply);
    return reply;
  };

  const qr = liveQrOf(state.data, state.dataUpdatedAt);
  const liveId = qr?.qrcodeId;
  // Adjusted while rendering (React's pattern for state that follows a value), not in an effect.
  if (liveId && liveId !== shownId) setShownId(liveId);
  useBalanceEvents(() => {
    if (shownId) void client.invalidateQueries({ queryKey: query.queryKey, exact: true });
  });
  const paid = paidQrOf(state.data, shownId);

  const deadline = qr?.deadline;
  useEffect(() => {
    if (deadline === undefined) return;
    const timer = setInterval(() => {
      const now = Date.now();
      setTick(now);
      if (now >= deadline) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  // A fresh answer counts from its arrival; the ticks take over from there.
  const now = Math.max(tick, state.dataUpdatedAt);
  const remaining = qr ? Math.max(0, Math.ceil((qr.deadline - now) / 1000)) : 0;
  return {
    qr: remaining > 0 ? qr : null,
    remaining,
    paid,
    /** The operator's minimum and quick amounts, where the channel's state answers them (ADR 0190). */
    served: { minimum: state.data?.minimum, quickAmounts: state.data?.quickAmounts },
    /** Back to the amount form after a paid QR. */
    dismissPaid: () => setShownId(null),
    /** Resolves with the server's answer; a refused create (hasQrcode false) changes nothing. */
    create,
    cancel,
  };
}
