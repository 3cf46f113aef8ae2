import base from '@wallet/web-client/member-ui/styles/base.css?inline';
import button from '@wallet/web-client/member-ui/styles/button.css?inline';
import contact from '@wallet/web-client/member-ui/styles/contact.css?inline';
import field from '@wallet/web-client/member-ui/styles/field.css?inline';
import tokens from '@wallet/web-client/member-ui/styles/tokens.css?inline';
import page from './member-page.css?inline';

/**
 * The member site's own stylesheets, as text for the preview's shadow root (ADR 0120): the two
 * apps name their classes alike (`field`, `card`, `stack`), so the member's look may not be
 * loaded into the back-office's page. The tokens are declared on `:root`, which a shadow tree
 * does not have: its host stands in.
 */
export const MEMBER_STYLES = [tokens.replaceAll(':root', ':host'), base, field, button, contact, page].join(
  '\n',
);
