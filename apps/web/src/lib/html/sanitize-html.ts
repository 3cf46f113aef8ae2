import { safeHttpUrl } from './safe-url.ts';

/**
 * Allow-list HTML sanitiser for operator-written HTML (conditions, agreements). Operators are
 * trusted less than our code: a compromised back office must not be able to run script in every
 * member's session, so only formatting tags survive and only http(s) links.
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

function copyChildren(from: Node, to: Node, doc: Document): void {
  for (const child of Array.from(from.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      to.appendChild(doc.createTextNode(child.textContent ?? ''));
    } else if (child instanceof Element) {
      copyElement(child, to, doc);
    }
    // Comments, processing instructions and the rest are dropped.
  }
}

function copyElement(source: Element, to: Node, doc: Document): void {
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

export function sanitizeHtml(html: string): string {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const output = document.implementation.createHTMLDocument('');
  const container = output.createElement('div');
  copyChildren(parsed.body, container, output);
  return container.innerHTML;
}
