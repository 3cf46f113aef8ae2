/**
 * Operator HTML (conditions, agreements, notices, banners, descriptions) made safe, one way for
 * both sides (ADR 0085): the member site cleans what it draws, the server cleans what an operator
 * saves, so a stored text is already what members will see. Operators are trusted less than our
 * code: a compromised back office must not be able to run script in every member's session, so
 * only formatting tags survive and only http(s) links. The DOM is handed in: the browser's
 * DOMParser, a server-side one on Node.
 */

const PROBE_BASE = 'https://relative.invalid/';

/**
 * An absolute http(s) URL, or null. Operator-supplied links (LINE link, QR image, links inside
 * HTML) go through this so a `javascript:` value can never reach an href or src.
 */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    // Resolving against a probe base reveals relative values, which are refused too.
    const url = new URL(value.trim(), PROBE_BASE);
    if (url.href.startsWith(PROBE_BASE)) return null;
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** An absolute http(s) URL or a path on this site ("/game-art/pg/logo.svg", a sandbox game page); else null. */
export function safeHttpUrlOrPath(value: string | null | undefined): string | null {
  // "//host" and "/\\host" are other sites to a browser, not paths of this one.
  if (value && /^\/(?![/\\])/.test(value.trim())) return value.trim();
  return safeHttpUrl(value);
}

/**
 * Allow-list of tags kept as they are (their attributes dropped, a link's href kept when http(s)).
 */
const ALLOWED_TAGS = new Set([
  'p',
  'b',
  'strong',
  'i',
  'em',
  'u',
  'br',
  'ul',
  'ol',
  'li',
  'span',
  'h1',
  'h2',
  'h3',
  'h4',
  'a',
]);

/** Tags whose content is code or foreign markup: dropped with everything inside them. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'head',
  'title',
  'textarea',
  'select',
  'button',
  'form',
]);

/**
 * The little of the DOM the sanitiser uses, written out so the contract builds without the DOM's
 * types (the server has none): the browser's and linkedom's nodes both fit.
 */
interface HtmlNode {
  readonly nodeType: number;
  readonly textContent: string | null;
  readonly childNodes: ArrayLike<HtmlNode>;
  appendChild(node: HtmlNode): unknown;
}
interface HtmlElement extends HtmlNode {
  readonly tagName: string;
  readonly innerHTML: string;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
}
interface HtmlDocument {
  readonly body: HtmlNode;
  createElement(tag: string): HtmlElement;
  createTextNode(text: string): HtmlNode;
}

/** Parses HTML into an inert document (never attached to a page, nothing in it runs). */
export interface HtmlParser {
  parse(html: string): HtmlDocument;
}

const TEXT_NODE = 3;
const ELEMENT_NODE = 1;

function copyChildren(from: HtmlNode, to: HtmlNode, doc: HtmlDocument): void {
  for (const child of Array.from(from.childNodes)) {
    if (child.nodeType === TEXT_NODE) {
      to.appendChild(doc.createTextNode(child.textContent ?? ''));
    } else if (child.nodeType === ELEMENT_NODE) {
      copyElement(child as HtmlElement, to, doc);
    }
    // Comments, processing instructions and the rest are dropped.
  }
}

function copyElement(source: HtmlElement, to: HtmlNode, doc: HtmlDocument): void {
  const tag = source.tagName.toLowerCase();
  if (DROP_WITH_CONTENT.has(tag)) return;
  if (!ALLOWED_TAGS.has(tag)) {
    // Unknown wrappers (div, font, table...) are unwrapped so their text still reads.
    copyChildren(source, to, doc);
    return;
  }
  const clean = doc.createElement(tag);
  if (tag === 'a') {
    const href = safeHttpUrl(source.getAttribute('href'));
    if (href) {
      clean.setAttribute('href', href);
      clean.setAttribute('target', '_blank');
      clean.setAttribute('rel', 'noopener noreferrer');
    }
  }
  copyChildren(source, clean, doc);
  to.appendChild(clean);
}

/** The HTML with only the allowed formatting left. */
export function sanitizeOperatorHtml(html: string, parser: HtmlParser): string {
  const parsed = parser.parse(html);
  const output = parser.parse('');
  const container = output.createElement('div');
  copyChildren(parsed.body, container, output);
  return container.innerHTML;
}
