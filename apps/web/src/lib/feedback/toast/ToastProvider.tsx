import { TOAST_MS } from '@wallet/contract';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ToastContext, type ToastApi, type ToastKind } from './toast-context.ts';
import './toast.css';

interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

/** Toasts last TOAST_MS (4 s, spec doc 1 section 9); errors are alerts, successes are polite status. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const show = useCallback((kind: ToastKind, text: string) => {
    const id = ++nextId.current;
    setToasts((list) => [...list, { id, kind, text }]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setToasts((list) => list.filter((toast) => toast.id !== id));
    }, TOAST_MS);
    timers.current.add(timer);
  }, []);

  const api = useMemo<ToastApi>(() => ({ show }), [show]);

  return (
    <ToastContext value={api}>
      {children}
      <div className="toasts">
        {toasts.map((toast) => (
          <div
            key={toast.id}
            className={`toast toast--${toast.kind}`}
            role={toast.kind === 'error' ? 'alert' : 'status'}
            data-testid="toast"
            data-kind={toast.kind}
          >
            {toast.text}
          </div>
        ))}
      </div>
    </ToastContext>
  );
}
