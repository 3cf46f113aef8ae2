import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { PlayIcon } from '../../components/ui/icons.tsx';
import { PageSpinner } from '../../lib/feedback/spinner/Spinner.tsx';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { howtoQuery } from './howto-api.ts';
import { videoSources, type HowtoVideo } from './howto-videos.ts';
import { VideoModal } from './VideoModal.tsx';
import './howto.css';

/** The five tutorials: titles, texts and clips as the operator set them, in the member's language. */
export function HowtoPage() {
  const { t, errorText } = useI18n();
  const howto = useQuery(howtoQuery);
  // The open clip by id, read from the answer in the member's language now: a card tapped while a
  // language change is still loading opens, then plays, the new language's clip.
  const [openId, setOpenId] = useState<HowtoVideo['id'] | null>(null);
  const open = howto.data?.videos.find((video) => video.id === openId) ?? null;
  return (
    <main className="page">
      <h1 className="page-title">{t('howto.title')}</h1>
      <p className="page-subtitle">{t('howto.subtitle')}</p>
      {howto.isPending ? <PageSpinner label={t('app.loading')} /> : null}
      {howto.error ? (
        <div className="card stack center" role="alert">
          <p>{errorText(howto.error)}</p>
          <Button variant="secondary" onClick={() => void howto.refetch()}>
            {t('app.retry')}
          </Button>
        </div>
      ) : null}
      <ul className="howto-list">
        {howto.data?.videos.map((video) => {
          const poster = video.video ? videoSources(video.video.link).poster : undefined;
          return (
            <li key={video.id}>
              <button
                type="button"
                className="howto-card"
                data-testid={`howto-${video.id}`}
                aria-label={t('howto.watch', { title: video.title })}
                onClick={() => setOpenId(video.id)}
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
                  <span className="howto-card__title">{video.title}</span>
                  <span className="howto-card__text">{video.text}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <VideoModal video={open} onClose={() => setOpenId(null)} />
    </main>
  );
}
