import type { SlipEntry } from '@wallet/contract';
import { useState } from 'react';
import { useAction } from '../../../lib/actions/use-action.ts';
import { useSubmissionKeys } from '../../../lib/api/use-submission-keys.ts';
import { uploadSlip } from '../deposit-api.ts';

/**
 * Uploads one slip at a time with its progress (0 to 1, null when idle) and keeps the answer.
 * A failure shows the error dialog, like the other wallet actions; a retry of the same file after
 * an unknown outcome reuses its idempotency key.
 */
export function useSlipUpload() {
  const keys = useSubmissionKeys();
  const { busy, run } = useAction({ onError: 'dialog' });
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<SlipEntry | null>(null);

  const upload = (file: File, onUploaded: () => void) =>
    run(async () => {
      setResult(null);
      setProgress(0);
      try {
        const fingerprint = { name: file.name, size: file.size, lastModified: file.lastModified };
        setResult(await keys.submit(fingerprint, (key) => uploadSlip(file, key, setProgress)));
        onUploaded();
      } finally {
        setProgress(null);
      }
    });

  return { busy, progress, result, upload };
}
