import { expect, type Page } from '@playwright/test';

export interface TextProblem {
  problem: 'clipped' | 'covered';
  text: string;
  by?: string;
}

/**
 * Visible text on the page that a person cannot read whole:
 * - clipped: a text run reaches past the viewport's edges or past an ancestor that hides its
 *   overflow (overflow hidden or clip, or an ellipsis on the element itself);
 * - covered: another element is drawn over a point of the text.
 * A fixed bar over content that scrolls is not a cover: scrolling reveals it, and the check runs at
 * the top and the bottom of the page. Parts of a fixed bar that stick out of the bar (a raised
 * button) do count: they sit over content at any scroll.
 */
async function textProblemsInView(page: Page): Promise<TextProblem[]> {
  return page.evaluate(() => {
    const problems: { problem: 'clipped' | 'covered'; text: string; by?: string }[] = [];
    const viewportWidth = document.documentElement.clientWidth;
    const viewportHeight = window.innerHeight;
    const name = (element: Element) =>
      `<${element.tagName.toLowerCase()}${element.getAttribute('data-testid') ? ` ${element.getAttribute('data-testid')}` : ''}${element.className && typeof element.className === 'string' ? ` .${element.className.split(' ')[0]}` : ''}>`;
    const fixedAncestor = (element: Element | null): Element | null => {
      for (let at = element; at; at = at.parentElement) {
        const position = getComputedStyle(at).position;
        if (position === 'fixed' || position === 'sticky') return at;
      }
      return null;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent) continue;
      if (parent.closest('[aria-hidden="true"], script, style, noscript, option, .sr-only')) continue;
      const style = getComputedStyle(parent);
      if (style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0 && r.height > 0);
      if (rects.length === 0) continue;
      const short = text.slice(0, 40);
      // Screen-reader text (clipped to a pixel on purpose) is not for the eye.
      let hiddenOnPurpose = false;
      for (let at: Element | null = parent; at && at !== document.body; at = at.parentElement) {
        const box = at.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) hiddenOnPurpose = true;
      }
      if (hiddenOnPurpose) continue;
      // Inside a scroller (a carousel, a dialog's body) text out of its view is reached by scrolling.
      let scroller: Element | null = null;
      for (let at = parent.parentElement; at && at !== document.body; at = at.parentElement) {
        const overflow = getComputedStyle(at);
        const scrolls = (value: string) => value === 'auto' || value === 'scroll';
        if (scrolls(overflow.overflowX) || scrolls(overflow.overflowY)) {
          scroller = at;
          break;
        }
      }
      const port = scroller?.getBoundingClientRect();
      const inPort = (r: DOMRect) =>
        !port ||
        (r.bottom > port.top + 1 &&
          r.top < port.bottom - 1 &&
          r.right > port.left + 1 &&
          r.left < port.right - 1);
      // Clipped by the viewport's sides (the page does not scroll sideways on a phone).
      if (!scroller && rects.some((r) => r.left < -1 || r.right > viewportWidth + 1)) {
        problems.push({ problem: 'clipped', text: short, by: 'viewport' });
        continue;
      }
      // Clipped by an ancestor that hides overflow, or by an ellipsis.
      if (
        parent.scrollWidth > parent.clientWidth + 1 &&
        style.overflowX !== 'visible' &&
        style.overflowX !== 'auto' &&
        style.overflowX !== 'scroll'
      ) {
        problems.push({ problem: 'clipped', text: short, by: name(parent) });
        continue;
      }
      let clipper: Element | null = null;
      for (
        let at = parent.parentElement;
        at && at !== document.body && at !== scroller;
        at = at.parentElement
      ) {
        const overflow = getComputedStyle(at);
        const hides = (value: string) => value === 'hidden' || value === 'clip';
        if (!hides(overflow.overflowX) && !hides(overflow.overflowY)) continue;
        const box = at.getBoundingClientRect();
        const outside = rects.some(
          (r) =>
            (hides(overflow.overflowX) && (r.left < box.left - 1 || r.right > box.right + 1)) ||
            (hides(overflow.overflowY) && (r.top < box.top - 1 || r.bottom > box.bottom + 1)),
        );
        if (outside) {
          clipper = at;
          break;
        }
      }
      if (clipper) {
        problems.push({ problem: 'clipped', text: short, by: name(clipper) });
        continue;
      }
      // Covered: probe the middle line of each rect at its ends and centre.
      const ownFixed = fixedAncestor(parent);
      for (const r of rects) {
        if (!inPort(r)) continue;
        const y = r.top + r.height / 2;
        if (y < 0 || y > viewportHeight) continue;
        // Half scrolled out of its scroller: what shows is the scroller's edge, not a cover.
        if (port && (y < port.top || y > port.bottom)) continue;
        const xs = [r.left + 2, r.left + r.width / 2, r.right - 2];
        const cover = xs
          .map((x) => document.elementFromPoint(x, y))
          .find((hit) => hit && hit !== parent && !parent.contains(hit) && !hit.contains(parent));
        if (!cover) continue;
        const coverFixed = fixedAncestor(cover);
        if (coverFixed && coverFixed !== ownFixed) {
          // Inside the bar's own box: content scrolls out from under it. Sticking out: a real cover.
          const bar = coverFixed.getBoundingClientRect();
          if (y >= bar.top && y <= bar.bottom) continue;
        }
        // A label drawn over its own control (a floating label) is the control's, not a cover.
        if (cover.closest('label') && parent.closest('label') === cover.closest('label')) continue;
        problems.push({ problem: 'covered', text: short, by: name(cover) });
        break;
      }
    }
    return problems;
  });
}

/** Text problems at the top of the page and scrolled to its end (each listed once). */
export async function textLayoutProblems(page: Page): Promise<TextProblem[]> {
  await page.evaluate(() => document.fonts.ready);
  const found = new Map<string, TextProblem>();
  const scrollers = ['window.scrollTo(0, 0)', 'window.scrollTo(0, document.documentElement.scrollHeight)'];
  for (const scroll of scrollers) {
    await page.evaluate(scroll);
    for (const problem of await textProblemsInView(page)) {
      found.set(`${problem.problem}:${problem.text}`, problem);
    }
  }
  await page.evaluate('window.scrollTo(0, 0)');
  return [...found.values()];
}

/** Fails the test listing every clipped or covered text on the screen. */
export async function expectReadableText(page: Page, screen: string): Promise<void> {
  expect(await textLayoutProblems(page), `clipped or covered text on ${screen}`).toEqual([]);
}
