import { useState } from 'react';
import { PlayIcon } from '../../components/ui/icons.tsx';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { HOWTO_VIDEOS, videoSources, type HowtoVideo } from './howto-videos.ts';
import { VideoModal } from './VideoModal.tsx';
import './howto.css';

export function HowtoPage() {
  const { t, locale } = useI18n();
  const [open, setOpen] = useState<HowtoVideo | null>(null);
  return (
    <main className="page">
      <h1 className="page-title">{t('howto.title')}</h1>
      <p className="page-subtitle">{t('howto.subtitle')}</p>
      <ul className="howto-list">
        {HOWTO_VIDEOS.map((video) => {
          const poster = videoSources(video.id, locale)?.poster;
          return (
            <li key={video.id}>
              <button
                type="button"
                className="howto-card"
                data-testid={`howto-${video.id}`}
                aria-label={t('howto.watch', { title: t(video.title) })}
                onClick={() => setOpen(video)}
              >
                <span
                  className="howto-card__thumb"
                  style={poster ? { backgroundImage: `url(${poster})` } : undefined}
                >
                  <span className="howto-card__play">
                    <PlayIcon />
                  </span>
                </span>
                <span className="howto-card__body">
                  <span className="howto-card__title">{t(video.title)}</span>
                  <span className="howto-card__text">{t(video.text)}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <VideoModal video={open} onClose={() => setOpen(null)} />
    </main>
  );
}
