import { describe, expect, it } from 'vitest';
import { docsTabLinks, docsTabRoute, splitDocsTab } from './docsTabs';

describe('docs tab segment', () => {
  it('splits the API tab from its page', () => {
    expect(splitDocsTab('/x/react-date-pickers/date-picker/components-api/')).toEqual({ pageRoute: '/x/react-date-pickers/date-picker/', tab: 'components-api' });
    expect(splitDocsTab('/x/react-charts/')).toEqual({ pageRoute: '/x/react-charts/', tab: 'demos' });
  });

  it('treats other segments, and a bare segment, as ordinary routes', () => {
    expect(splitDocsTab('/x/react-charts/hooks-api/')).toEqual({ pageRoute: '/x/react-charts/hooks-api/', tab: 'demos' });
    expect(splitDocsTab('/components-api/')).toEqual({ pageRoute: '/components-api/', tab: 'demos' });
    expect(splitDocsTab('/x/react-charts/my-components-api/')).toEqual({ pageRoute: '/x/react-charts/my-components-api/', tab: 'demos' });
  });

  it('builds tab routes and links back and forth', () => {
    expect(docsTabRoute('/x/react-tree-view/', 'components-api')).toBe('/x/react-tree-view/components-api/');
    expect(docsTabRoute('/x/react-tree-view/', 'demos')).toBe('/x/react-tree-view/');
    expect(docsTabLinks('/x/react-tree-view/').map((link) => link.route)).toEqual(['/x/react-tree-view/', '/x/react-tree-view/components-api/']);
    for (const { route, tab } of docsTabLinks('/x/a/')) expect(splitDocsTab(route)).toEqual({ pageRoute: '/x/a/', tab });
  });
});
