import type { QrChannel, QrStateReply } from '@wallet/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchQrState } from '../deposit-api.ts';

export interface LiveQr {
  qrcodeId: string;
  qrcode: string;
  amount: number;
  /** Epoch ms when the QR expires, from expireIn at the moment the answer arrived. */
  deadline: number;
}

interface State {
  qr: LiveQr | null;
  now: number;
}

function liveQrOf(reply: QrStateReply, now: number): LiveQr | null {
  if (!reply.hasQrcode || !reply.qrcodeId || !reply.qrcode || !reply.expireIn) return null;
  return {
    qrcodeId: reply.qrcodeId,
    qrcode: reply.qrcode,
    amount: reply.amount ?? 0,
    deadline: now + reply.expireIn * 1000,
  };
}

/**
 * One channel's QR (spec doc 2 section 4): loaded when the panel is made and again whenever
 * `refreshSignal` changes (another channel made a QR, so the server cancelled this one); the
 * countdown ticks every second and the QR is gone at 00:00.
 */
export function useQrChannel(channel: QrChannel, refreshSignal: number) {
  const [state, setState] = useState<State>({ qr: null, now: 0 });
  // Bumped by the member's own create and cancel, so a load sent before them cannot undo them.
  const changes = useRef(0);

  const apply = useCallback((reply: QrStateReply) => {
    const now = Date.now();
    setState({ qr: liveQrOf(reply, now), now });
  }, []);
  const show = useCallback(
    (reply: QrStateReply) => {
      changes.current += 1;
      apply(reply);
    },
    [apply],
  );
  const clear = useCallback(() => {
    changes.current += 1;
    setState((current) => ({ ...current, qr: null }));
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    const startedAt = changes.current;
    // A failed load leaves the amount form in place: the member can still create a QR.
    fetchQrState(channel, controller.signal).then(
      (reply) => {
        if (changes.current === startedAt) apply(reply);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [channel, refreshSignal, apply]);

  const deadline = state.qr?.deadline;
  useEffect(() => {
    if (deadline === undefined) return;
    const timer = setInterval(() => {
      const now = Date.now();
      setState((current) => ({ ...current, now }));
      if (now >= deadline) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  const remaining = state.qr ? Math.max(0, Math.ceil((state.qr.deadline - state.now) / 1000)) : 0;
  return { qr: remaining > 0 ? state.qr : null, remaining, show, clear };
}
