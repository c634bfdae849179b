import { describe, expect, it } from 'vitest';
import { extractPageLinks, findBrokenLinks } from './internalLinks';

describe('internal links', () => {
  it('reads every heading id and the links to this site, leaving other sites out', () => {
    const source = [
      '# Charts - Lines <PlanLabel plan="pro" />',
      '',
      '## Basics',
      '',
      '#### Expanding steps',
      '',
      'See [bars](/x/react-charts/bars/#stacking), [above](#basics), [the source](#LineBasics.tsx),',
      '[MUI](https://mui.com/x/) and [a protocol-relative link](//example.com/).',
      '',
      '## Basics',
    ].join('\n');
    expect(extractPageLinks(source)).toEqual({
      anchors: ['charts---lines', 'basics', 'expanding-steps', 'basics-1'],
      links: ['/x/react-charts/bars/#stacking', '#basics', '#LineBasics.tsx'],
    });
  });

  it('reports unknown routes and headings, and accepts pages still to be written and demo links', () => {
    const routes = new Set(['/x/a/', '/x/b/', '/x/api/charts/bar-chart/']);
    const anchors = new Map([
      ['/x/a/', ['intro', 'usage']],
      ['/x/b/', ['setup']],
    ]);
    const links = new Map([
      ['/x/a/', ['#usage', '#gone', '/x/b/#setup', '/x/b/#nope', '/x/c/', '/x/pending/', '#BasicDemo.tsx']],
      ['/x/b/', ['/x/api/charts/bar-chart/#prop-series', '/x/a/']],
    ]);
    expect(findBrokenLinks(links, routes, anchors, new Set(['/x/pending/']))).toEqual([
      '/x/a/: "#gone" names no heading of /x/a/.',
      '/x/a/: "/x/b/#nope" names no heading of /x/b/.',
      '/x/a/: "/x/c/" is not a page of the site.',
    ]);
  });
});
