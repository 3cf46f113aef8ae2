import { AGREEMENT_DELAY_MS, STORAGE_KEYS } from '@wallet/contract';
import { useEffect, useState } from 'react';

/** Opens the agreement AGREEMENT_DELAY_MS after home mounts, unless the member accepted it before. */
export function useAgreementPopup() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (localStorage.getItem(STORAGE_KEYS.rememberAgreement)) return;
    const timer = setTimeout(() => setOpen(true), AGREEMENT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  return {
    open,
    accept: () => {
      localStorage.setItem(STORAGE_KEYS.rememberAgreement, 'true');
      setOpen(false);
    },
    /** Closing without accepting: it comes back on the next visit to home. */
    dismiss: () => setOpen(false),
  };
}
