import { useState } from 'react';
import type { Banner } from '@wallet/contract';
import { safeHttpUrlOrPath } from '../../../lib/html/safe-url.ts';
import { sanitizeHtml } from '../../../lib/html/sanitize-html.ts';
import './banner-carousel.css';

interface Props {
  banners: Banner[];
  label: string;
  testId: string;
}

/** One operator banner at a time (image and sanitised HTML), with a dot per banner to switch. */
export function BannerCarousel({ banners, label, testId }: Props) {
  const [index, setIndex] = useState(0);
  if (banners.length === 0) return null;
  const current = banners[Math.min(index, banners.length - 1)]!;
  const image = safeHttpUrlOrPath(current.image);
  return (
    <section className="banner-carousel" aria-label={label} data-testid={testId}>
      {image && <img className="banner-carousel__image" src={image} alt="" />}
      {current.html && (
        <div
          className="banner-carousel__html"
          dangerouslySetInnerHTML={{ __html: sanitizeHtml(current.html) }}
        />
      )}
      {banners.length > 1 && (
        <div className="banner-carousel__dots">
          {banners.map((banner, i) => (
            <button
              key={`${banner.image}-${i}`}
              type="button"
              className="banner-carousel__dot"
              aria-label={`${i + 1} / ${banners.length}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
