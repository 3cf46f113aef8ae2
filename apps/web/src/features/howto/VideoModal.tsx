import { Modal } from '../../components/ui/Modal.tsx';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { videoSources, type HowtoVideo } from './howto-videos.ts';

interface Props {
  video: HowtoVideo | null;
  onClose: () => void;
}

export function VideoModal({ video, onClose }: Props) {
  const { t } = useI18n();
  if (!video) return null;
  // The clip the server chose for this language (ADR 0064, 0118); without one, the steps as text.
  const clip = video.video;
  const played = clip ? videoSources(clip.link) : null;
  return (
    <Modal open title={video.title} onClose={onClose} closeLabel={t('app.close')} testId="howto-modal">
      {/* Muted so autoplay is allowed on phones; the clips carry no sound. */}
      {clip && played && played.sources.length > 0 ? (
        <video
          // A new clip (the member changed language with it open) is a new element: a <source>
          // changed in place is not loaded again.
          key={clip.link}
          className="howto-video"
          controls
          autoPlay
          muted
          playsInline
          poster={played.poster}
          data-testid="howto-video"
          data-language={clip.language}
        >
          {played.sources.map((source) => (
            <source key={source.src} src={source.src} type={source.type} />
          ))}
          {t('howto.noVideo')}
        </video>
      ) : null}
      <p className="muted howto-modal__text">{video.text}</p>
    </Modal>
  );
}
