import { safeHttpUrl, type ContactReply } from '@wallet/contract';
import { LineQrImage } from './LineQrImage.tsx';

/** The member catalogue's texts the card shows (the caller's `t`: the member app's, or a preview's). */
type ContactKey = 'contact.qrAlt' | 'contact.lineName' | 'contact.addLine';

interface Props {
  /** The contact lookup as a member receives it: in the member's language. */
  contact: ContactReply;
  /** False while the chat widget stands in for LINE, or its switch is still being read. */
  lineLinkShown: boolean;
  t(key: ContactKey, vars?: Record<string, string | number>): string;
}

/**
 * The operator's contact details as members see them on /contact: text, LINE QR, LINE name and
 * the LINE button. The member app and the back-office's preview both draw this one card.
 */
export function ContactCard({ contact, lineLinkShown, t }: Props) {
  const lineLink = safeHttpUrl(contact.lineLink);
  return (
    <section className="card contact-card stack">
      {contact.contactText ? (
        <p className="contact-text" data-testid="contact-text">
          {contact.contactText}
        </p>
      ) : null}
      <LineQrImage src={contact.lineQR} alt={t('contact.qrAlt')} />
      <p className="contact-line-name" data-testid="line-name">
        {t('contact.lineName', { name: contact.lineName })}
      </p>
      {lineLinkShown && lineLink ? (
        <a
          className="btn btn--line"
          href={lineLink}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="line-link"
        >
          {t('contact.addLine')}
        </a>
      ) : null}
    </section>
  );
}
