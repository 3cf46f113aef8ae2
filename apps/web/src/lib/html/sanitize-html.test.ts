import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';

describe('sanitizeHtml', () => {
  it('keeps the allowed formatting', () => {
    const html =
      '<h2>Rules</h2><p>Play <b>fair</b>, <em>always</em><br>and <u>often</u></p><ul><li>one</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes script elements with their content', () => {
    const out = sanitizeHtml('<p>hi</p><script>alert(1)</script><style>p{}</style>');
    expect(out).toBe('<p>hi</p>');
  });

  it('removes event handler attributes such as onerror', () => {
    const out = sanitizeHtml(
      '<p onclick="steal()">x</p><img src="x" onerror="alert(1)"><span style="color:red" class="c">y</span>',
    );
    expect(out).toBe('<p>x</p><span>y</span>');
    expect(out).not.toMatch(/onerror|onclick|style|<img/);
  });

  it('drops javascript:, data: and relative links but keeps http(s) links, opened safely', () => {
    const out = sanitizeHtml(
      '<a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(1)">b</a><a href="data:text/html,x">c</a><a href="/x">d</a><a href="https://example.com/t?x=1">e</a>',
    );
    expect(out).not.toMatch(/javascript|data:|href="\/x"/i);
    expect(out).toContain('<a>a</a>');
    expect(out).toContain(
      '<a href="https://example.com/t?x=1" target="_blank" rel="noopener noreferrer">e</a>',
    );
  });

  it('unwraps unknown tags but keeps their text, and drops iframes and svg', () => {
    const out = sanitizeHtml(
      '<div><font>kept</font></div><iframe src="https://x"></iframe><svg><script>1</script></svg>',
    );
    expect(out).toBe('kept');
  });

  it('escapes text rather than re-parsing it as markup', () => {
    expect(sanitizeHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });
});
