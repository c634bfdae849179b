import { describe, expect, it } from 'vitest';
import { createMarkdownRenderer, displayPartsToMarkdown, htmlToText } from './docText';

const resolve = (name: string) => ({ GridApi: '/x/api/data-grid/grid-api/', GridRowsProp: null })[name] ?? null;

describe('displayPartsToMarkdown', () => {
  it('turns {@link} pieces into links: URLs, documented names, labelled names', () => {
    const parts = [
      { text: 'See ', kind: 'text' },
      { text: '{@link ', kind: 'link' },
      { text: 'https://mui.com/x/react-charts/highlighting/ highlighting docs', kind: 'linkText' },
      { text: '}', kind: 'link' },
      { text: ', ', kind: 'text' },
      { text: '{@link ', kind: 'link' },
      { text: 'GridApi', kind: 'linkName' },
      { text: '}', kind: 'link' },
      { text: ', ', kind: 'text' },
      { text: '{@link ', kind: 'link' },
      { text: 'Bar', kind: 'linkName' },
      { text: 'the bar', kind: 'linkText' },
      { text: '}', kind: 'link' },
      { text: ' and ', kind: 'text' },
      { text: '{@link ', kind: 'link' },
      { text: 'https://mui.com/', kind: 'linkText' },
      { text: '}', kind: 'link' },
    ];
    expect(displayPartsToMarkdown(parts, resolve)).toBe(
      'See [highlighting docs](https://mui.com/x/react-charts/highlighting/), [`GridApi`](/x/api/data-grid/grid-api/), the bar and [https://mui.com/](https://mui.com/)',
    );
  });

  it('turns double-bracket references into links or code', () => {
    expect(displayPartsToMarkdown([{ text: 'Rows of type [[GridRowsProp]], see [[GridApi]].', kind: 'text' }], resolve)).toBe(
      'Rows of type `GridRowsProp`, see [`GridApi`](/x/api/data-grid/grid-api/).',
    );
  });

  it('gives an empty string for no parts', () => {
    expect(displayPartsToMarkdown(undefined)).toBe('');
    expect(displayPartsToMarkdown([])).toBe('');
  });
});

describe('createMarkdownRenderer', () => {
  const render = createMarkdownRenderer((route) => route === '/x/react-data-grid/sorting/');

  it('renders code, lists and paragraphs', () => {
    expect(render('Use `apiRef`.\n\n- one\n- two')).toBe('<p>Use <code>apiRef</code>.</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>');
    expect(render('  \n\n ')).toBe('');
  });

  it('keeps links to public docs pages this site has inside the site, others absolute', () => {
    expect(render('See https://mui.com/x/react-data-grid/sorting/#multi-sorting')).toBe(
      '<p>See <a href="/x/react-data-grid/sorting/#multi-sorting">https://mui.com/x/react-data-grid/sorting/#multi-sorting</a></p>',
    );
    expect(render('[Layout](https://mui.com/x/react-data-grid/layout/#flex)')).toBe(
      '<p><a href="https://mui.com/x/react-data-grid/layout/#flex" rel="noopener">Layout</a></p>',
    );
  });

  it('removes what could run: scripts, event handlers, javascript: URLs', () => {
    const html = render('<script>alert(1)</script><img src=x onerror="alert(1)"> [x](javascript:alert(1))');
    expect(html).not.toMatch(/script|onerror|javascript:/);
  });

  it('htmlToText reads the text back', () => {
    expect(htmlToText(render('A `b` &lt; c'))).toBe('A b < c');
  });
});
