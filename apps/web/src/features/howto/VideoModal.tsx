import { Modal } from '../../components/ui/Modal.tsx';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { videoSources, type HowtoVideo } from './howto-videos.ts';

interface Props {
  video: HowtoVideo | null;
  onClose: () => void;
}

export function VideoModal({ video, onClose }: Props) {
  const { t, locale } = useI18n();
  if (!video) return null;
  // Clips in the member's language only (ADR 0064); without them, the steps as text.
  const sources = videoSources(video.id, locale);
  return (
    <Modal open title={t(video.title)} onClose={onClose} closeLabel={t('app.close')} testId="howto-modal">
      {/* Muted so autoplay is allowed on phones; the clips carry no sound. */}
      {sources ? (
        <video
          className="howto-video"
          controls
          autoPlay
          muted
          playsInline
          poster={sources.poster}
          data-testid="howto-video"
          data-language={sources.language}
        >
          <source src={sources.webm} type="video/webm" />
          <source src={sources.mp4} type="video/mp4" />
          {t('howto.noVideo')}
        </video>
      ) : null}
      <p className="muted howto-modal__text">{t(video.text)}</p>
    </Modal>
  );
}
