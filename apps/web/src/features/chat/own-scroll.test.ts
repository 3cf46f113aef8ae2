import { describe, expect, it } from 'vitest';
import { isOwnScroll } from './own-scroll.ts';

describe('isOwnScroll: what stops the chat following new messages', () => {
  const scroller = document.createElement('div');
  const button = document.createElement('button');
  scroller.append(button);

  function pointerDownOn(target: HTMLElement): Event {
    const event = new Event('pointerdown', { bubbles: true });
    target.dispatchEvent(event);
    return event;
  }

  it('a press on the scroll bar is the member scrolling, a press on a quick reply is not', () => {
    expect(isOwnScroll(pointerDownOn(scroller), scroller)).toBe(true);
    expect(isOwnScroll(pointerDownOn(button), scroller)).toBe(false);
  });

  it('arrows and page keys scroll; Enter or Space on a button does not', () => {
    for (const key of ['ArrowUp', 'PageDown', 'End'])
      expect(isOwnScroll(new KeyboardEvent('keydown', { key }), scroller), key).toBe(true);
    for (const key of ['Enter', ' ', 'a'])
      expect(isOwnScroll(new KeyboardEvent('keydown', { key }), scroller), key).toBe(false);
  });

  it('a wheel or a touch move is always the member', () => {
    expect(isOwnScroll(new WheelEvent('wheel'), scroller)).toBe(true);
    expect(isOwnScroll(new Event('touchmove'), scroller)).toBe(true);
  });
});
