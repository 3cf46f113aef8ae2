import { useState } from 'react';
import { safeHttpUrl } from '@wallet/contract';
import defaultQr from './default-line-qr.svg';

interface Props {
  src: string | null;
  alt: string;
}

/** The operator's LINE QR; a bundled image stands in when none is set or it fails to load. */
export function LineQrImage({ src, alt }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const wanted = safeHttpUrl(src) ?? (src?.startsWith('/') ? src : null);
  const shown = wanted && wanted !== failedSrc ? wanted : defaultQr;
  return (
    <img
      className="contact-qr"
      src={shown}
      alt={alt}
      width={180}
      height={180}
      data-testid="line-qr"
      data-fallback={shown === defaultQr ? 'true' : 'false'}
      onError={() => setFailedSrc(wanted)}
    />
  );
}
