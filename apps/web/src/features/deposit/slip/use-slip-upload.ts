import type { SlipEntry } from '@wallet/contract';
import { useState } from 'react';
import { useMoneyMove } from '../../../lib/wallet/use-money-move.ts';
import { uploadSlip } from '../deposit-api.ts';

/**
 * Uploads one slip at a time with its progress (0 to 1, null when idle) and keeps the answer.
 * A failure shows the error dialog, like the other wallet actions; a retry of the same file after
 * an unknown outcome reuses its idempotency key.
 */
export function useSlipUpload() {
  const [progress, setProgress] = useState<number | null>(null);
  // The progress bar shows instead of the overlay; a retry is the same file, whatever its File object.
  const {
    busy,
    run,
    move: sendSlip,
  } = useMoneyMove((file: File, key: string) => uploadSlip(file, key, setProgress), {
    onError: 'dialog',
    fingerprint: (file) => ({ name: file.name, size: file.size, lastModified: file.lastModified }),
    overlay: false,
  });
  const [result, setResult] = useState<SlipEntry | null>(null);

  const upload = (file: File, onUploaded: (slip: SlipEntry) => void) =>
    run(async () => {
      setResult(null);
      setProgress(0);
      try {
        const slip = await sendSlip(file);
        setResult(slip);
        onUploaded(slip);
      } finally {
        setProgress(null);
      }
    });

  return { busy, progress, result, upload };
}
