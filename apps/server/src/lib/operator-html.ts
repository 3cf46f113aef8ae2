import { sanitizeOperatorHtml, type HtmlParser, type OperatorText } from '@wallet/contract';
import { onFirstUse } from './on-first-use.ts';

/** A DOM implementation of some 30 MB, needed only when an operator saves HTML. */
const linkedom = onFirstUse<typeof import('linkedom')>('linkedom');

/** linkedom's parser: a DOM without a browser, inert (nothing in it runs or loads). */
const serverParser: HtmlParser = {
  parse: (html) =>
    new (linkedom().DOMParser)().parseFromString(
      `<!doctype html><html><body>${html}</body></html>`,
      'text/html',
    ) as never,
};

/**
 * Operator HTML cleaned on save with the member site's own allow-list (ADR 0085): what is stored
 * is what members are shown, and a `<script>` never reaches the table.
 */
export function cleanOperatorHtml(html: string): string {
  return sanitizeOperatorHtml(html, serverParser);
}

/** Every language of an operator's HTML text cleaned; a language left empty stays missing. */
export function cleanOperatorText(text: OperatorText): OperatorText {
  return {
    th: cleanOperatorHtml(text.th),
    ...(text.la ? { la: cleanOperatorHtml(text.la) } : {}),
    ...(text.en ? { en: cleanOperatorHtml(text.en) } : {}),
  };
}
