import { ChatLauncher } from '../../features/chat/ChatLauncher.tsx';
import { ContactPage } from '../../features/contact/ContactPage.tsx';

/**
 * /contact and /user/contact: the contact page with the chat widget in its slot. Composed here
 * because features do not import each other; the widget's own code loads only when opened.
 */
export function ContactWithChat() {
  return <ContactPage chatWidget={<ChatLauncher />} />;
}
