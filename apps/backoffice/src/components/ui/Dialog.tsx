import { useLatest, type DialogProps } from '@wallet/web-client/ui';
import { useId, useLayoutEffect, useRef } from 'react';
import './dialog.css';

interface Props extends DialogProps {
  wide?: boolean;
}

/**
 * A modal drawn in-page (jsdom lacks <dialog>.showModal). Mounted means open. Escape and the
 * backdrop close it; focus moves in on open and returns to the opener after.
 */
export function Dialog({ title, onClose, closeLabel, children, footer, testId, wide }: Props) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useLatest(onClose);

  // Before the dialog is painted: a key typed right after it appears lands inside it, and the
  // opener is still the element that had focus (Preact runs a plain effect a frame later).
  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = panelRef.current?.querySelector<HTMLElement>('input, textarea, select');
    (first ?? panelRef.current)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, [onCloseRef]);

  return (
    <div className="dialog" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={panelRef}
        className={wide ? 'dialog__panel dialog__panel--wide' : 'dialog__panel'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
      >
        <header className="dialog__header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="dialog__close" aria-label={closeLabel} onClick={onClose}>
            ×
          </button>
        </header>
        <div className="dialog__body">{children}</div>
        {footer && <footer className="dialog__footer">{footer}</footer>}
      </div>
    </div>
  );
}
