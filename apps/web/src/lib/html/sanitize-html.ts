import { sanitizeOperatorHtml, type HtmlParser } from '@wallet/contract';

/** The browser's own parser: its documents are inert (scripts never run, images never load). */
const browserParser: HtmlParser = {
  parse: (html) => new DOMParser().parseFromString(html, 'text/html'),
};

/** Operator HTML as members may see it: the shared allow-list (ADR 0085), run by the browser. */
export function sanitizeHtml(html: string): string {
  return sanitizeOperatorHtml(html, browserParser);
}
