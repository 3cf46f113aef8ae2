import type { SlipEntry } from '@wallet/contract';
import { useState } from 'react';
import { useAction } from '../../../lib/actions/use-action.ts';
import { useMoneyMutation } from '../../../lib/wallet/use-money-mutation.ts';
import { uploadSlip } from '../deposit-api.ts';

/**
 * Uploads one slip at a time with its progress (0 to 1, null when idle) and keeps the answer.
 * A failure shows the error dialog, like the other wallet actions; a retry of the same file after
 * an unknown outcome reuses its idempotency key.
 */
export function useSlipUpload() {
  const { busy, run } = useAction({ onError: 'dialog' });
  const [progress, setProgress] = useState<number | null>(null);
  // The progress bar shows instead of the overlay; a retry is the same file, whatever its File object.
  const sendSlip = useMoneyMutation((file: File, key: string) => uploadSlip(file, key, setProgress), {
    fingerprint: (file) => ({ name: file.name, size: file.size, lastModified: file.lastModified }),
    overlay: false,
  });
  const [result, setResult] = useState<SlipEntry | null>(null);

  const upload = (file: File, onUploaded: () => void) =>
    run(async () => {
      setResult(null);
      setProgress(0);
      try {
        setResult(await sendSlip.mutateAsync(file));
        onUploaded();
      } finally {
        setProgress(null);
      }
    });

  return { busy, progress, result, upload };
}
