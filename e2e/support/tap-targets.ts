import { expect, type Page } from '@playwright/test';

/** Apple's and WCAG 2.5.5's size for a control a thumb can hit without hitting its neighbour. */
export const MIN_TAP_PX = 44;

export interface SmallTarget {
  what: string;
  width: number;
  height: number;
}

/**
 * Every visible button, link, input, select and textarea on the page that is smaller than
 * `min` x `min` CSS px. A checkbox or radio counts with its label (tapping the label ticks it);
 * a visually hidden input counts as its label. Controls scrolled out of a carousel count too.
 */
export async function smallTapTargets(page: Page, min = MIN_TAP_PX): Promise<SmallTarget[]> {
  return page.evaluate((minimum) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"]',
    );
    const small: { what: string; width: number; height: number }[] = [];
    const describe = (element: HTMLElement) => {
      const label =
        element.getAttribute('aria-label') ??
        element.getAttribute('data-testid') ??
        element.getAttribute('name') ??
        element.textContent?.trim().slice(0, 30) ??
        '';
      return `<${element.tagName.toLowerCase()}> ${label}`.trim();
    };
    for (const control of controls) {
      const style = getComputedStyle(control);
      const own = control.getBoundingClientRect();
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      if (own.width === 0 && own.height === 0) continue;
      if (control.closest('[aria-hidden="true"], [inert]')) continue;
      let box = own;
      // Of several labels (a caption and a picker button) the one a thumb can hit best counts.
      const labels = control instanceof HTMLInputElement ? Array.from(control.labels ?? []) : [];
      const reach = (element: Element) => {
        const r = element.getBoundingClientRect();
        return Math.min(r.width, r.height);
      };
      const label = labels.sort((a, b) => reach(b) - reach(a))[0];
      // A visually hidden input (a styled file picker) is operated through its label.
      if (label && (own.width <= 2 || own.height <= 2)) box = label.getBoundingClientRect();
      else if (control instanceof HTMLInputElement && ['checkbox', 'radio'].includes(control.type)) {
        if (label) {
          const labelBox = label.getBoundingClientRect();
          const left = Math.min(own.left, labelBox.left);
          const top = Math.min(own.top, labelBox.top);
          const right = Math.max(own.right, labelBox.right);
          const bottom = Math.max(own.bottom, labelBox.bottom);
          box = new DOMRect(left, top, right - left, bottom - top);
        }
      }
      // A sub-pixel short of the minimum is rounding, not a small target.
      if (box.width + 0.5 < minimum || box.height + 0.5 < minimum) {
        small.push({
          what: describe(control),
          width: Math.round(box.width),
          height: Math.round(box.height),
        });
      }
    }
    return small;
  }, min);
}

/** Fails the test listing every control under the minimum, with the screen's name. */
export async function expectTapTargets(page: Page, screen: string, min = MIN_TAP_PX): Promise<void> {
  expect(await smallTapTargets(page, min), `controls under ${min}x${min} px on ${screen}`).toEqual([]);
}
