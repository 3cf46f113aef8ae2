import { useLatest, type DialogProps } from '@wallet/web-client/ui';
import { useId, useLayoutEffect, useRef } from 'react';
import { CloseIcon } from './icons.tsx';
import './modal.css';

interface Props extends DialogProps {
  open: boolean;
  /** Colours the title and is exposed as data-kind (result dialogs). */
  tone?: 'success' | 'error';
}

/** Open dialogs, innermost last: Escape and the Tab trap belong to the one on top only. */
const openStack: symbol[] = [];

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, video[controls], [tabindex="0"]';

/**
 * A dialog drawn in-page (jsdom and some in-app browsers lack <dialog>.showModal). Escape and the
 * backdrop close it; focus moves in on open, stays inside on Tab, and returns to the opener after.
 */
export function Modal({ open, title, onClose, closeLabel, children, footer, testId, tone }: Props) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useLatest(onClose);

  // Before the dialog is painted: a tap or a typed key right after it appears lands inside it,
  // and the opener is still the element that had focus (Preact runs a plain effect a frame later).
  useLayoutEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const self = Symbol('modal');
    openStack.push(self);
    panelRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (openStack[openStack.length - 1] !== self) return;
      if (event.key === 'Escape') onCloseRef.current();
      if (event.key === 'Tab' && panelRef.current) trapTab(event, panelRef.current);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      openStack.splice(openStack.indexOf(self), 1);
      opener?.focus();
    };
  }, [open, onCloseRef]);

  if (!open) return null;
  return (
    <div className="modal" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={panelRef}
        className={`modal__panel ${tone ? `modal__panel--${tone}` : ''}`.trim()}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
        data-kind={tone}
      >
        <header className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button
            type="button"
            className="modal__close"
            aria-label={closeLabel}
            onClick={onClose}
            data-testid="modal-close"
          >
            <CloseIcon />
          </button>
        </header>
        <div className="modal__body">{children}</div>
        {footer ? <footer className="modal__footer">{footer}</footer> : null}
      </div>
    </div>
  );
}

function trapTab(event: KeyboardEvent, panel: HTMLElement): void {
  const items = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
