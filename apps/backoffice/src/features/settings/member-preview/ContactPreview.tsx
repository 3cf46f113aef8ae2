import { textIn, type OperatorText } from '@wallet/contract';
import { ContactCard } from '@wallet/web-client/member-ui';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { MemberPreview } from './MemberPreview.tsx';
import { memberT } from './member-text.ts';

interface ContactDraft {
  contactText: OperatorText;
  lineLink: string;
  lineName: string;
  lineQR: string | null;
}

/**
 * The contact card of /contact from the form's draft: the text in the tab's language (Thai where
 * it is missing, as the lookup answers members), the LINE link only when the member site's check
 * of links lets it through, the uploaded QR or the bundled one. With the chat widget on, members
 * get the chat in place of the LINE button (a site setting of its own).
 */
export function ContactPreview({ contact }: { contact: ContactDraft }) {
  const { t } = useI18n();
  return (
    <MemberPreview testId="contact-preview" title={t('settings.memberPreview.contact')}>
      {(locale) => (
        <ContactCard
          contact={{ ...contact, contactText: textIn(contact.contactText, locale) }}
          lineLinkShown
          t={memberT(locale)}
        />
      )}
    </MemberPreview>
  );
}
