import { DOMParser } from 'linkedom';
import { sanitizeOperatorHtml, type HtmlParser } from '@wallet/contract';

/** linkedom's parser: a DOM without a browser, inert (nothing in it runs or loads). */
const serverParser: HtmlParser = {
  parse: (html) =>
    new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html') as never,
};

/**
 * Operator HTML cleaned on save with the member site's own allow-list (ADR 0085): what is stored
 * is what members are shown, and a `<script>` never reaches the table.
 */
export function cleanOperatorHtml(html: string): string {
  return sanitizeOperatorHtml(html, serverParser);
}
