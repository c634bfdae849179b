import type { ShellPage } from './sitePages';

/** Where the build writes the site's llms.txt (the nav links it as a file entry). */
export const LLMS_TXT_ROUTE = '/x/llms.txt';

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
// Markdown link text: brackets would end the link early.
const linkText = (text: string) => text.replace(/[[\]]/g, '');

/**
 * The site's llms.txt (the llmstxt.org format): a title, a one-paragraph summary, then one
 * section per top-level nav group listing its pages as links with their one-line summary (the
 * page's lead), sub-grouped by the nav groups inside it. Components API tabs are left out: they
 * repeat the API pages.
 */
export function buildLlmsTxt(pages: readonly ShellPage[], origin: string): string {
  const lines = [
    '# MUI X',
    '',
    '> Documentation of MUI X v8, advanced React components: Data Grid, Date and Time Pickers, Charts and Tree View. Each link is a page of these docs with a one-line summary; pages marked Pro or Premium need a commercial licence.',
  ];
  let section: string | null = null;
  let subsection: string | null = null;
  for (const page of pages) {
    if (page.tabs && page.tabs.active !== 'demos') continue;
    const [group = 'Pages', ...inner] = page.breadcrumbs;
    if (group !== section) {
      lines.push('', `## ${group}`);
      section = group;
      subsection = null;
    }
    const sub = inner.join(' › ');
    if (sub && sub !== subsection) lines.push('', `### ${sub}`, '');
    else if (!sub && subsection !== '') lines.push('');
    subsection = sub;
    const summary = oneLine(page.description ?? page.lead);
    lines.push(`- [${linkText(page.title)}](${origin}${page.route})${summary ? `: ${summary}` : ''}`);
  }
  return `${lines.join('\n')}\n`;
}
