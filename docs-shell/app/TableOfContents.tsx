import * as React from 'react';
import { styled } from '@mui/material/styles';
import { vars } from './theme';
import type { PageHeading } from '../../src/content/extractPageMeta';
import { useShellText } from './ShellContext';

const TocLink = styled('a')(({ theme }) => ({
  display: 'block',
  padding: theme.spacing(0.5, 0, 0.5, 1.5),
  borderInlineStart: '1px solid',
  borderColor: vars(theme).palette.divider,
  fontSize: '0.8125rem',
  lineHeight: 1.5,
  color: vars(theme).palette.text.secondary,
  textDecoration: 'none',
  '&:hover': { color: vars(theme).palette.text.primary },
  '&.level-3': { paddingInlineStart: theme.spacing(3) },
  // Colour and border only: a bolder active entry could wrap onto another line and move the list.
  '&[aria-current="location"]': { color: vars(theme).palette.primary.main, borderColor: vars(theme).palette.primary.main },
  '&:focus-visible': { outline: `2px solid ${vars(theme).palette.primary.main}`, outlineOffset: 2 },
}));

export interface TableOfContentsProps {
  headings: readonly PageHeading[];
  activeId: string | null;
  onNavigate: (event: React.MouseEvent<HTMLAnchorElement>) => void;
}

/** "Contents" list of the page's sections, from the headings extracted from the MDX at build time. */
export function TableOfContents({ headings, activeId, onNavigate }: TableOfContentsProps) {
  const { t } = useShellText();
  if (headings.length === 0) return null;
  return (
    <nav aria-labelledby="toc-title">
      <p id="toc-title" style={{ margin: '0 0 8px', fontSize: '0.875rem', fontWeight: 600 }}>
        {t('shell.contents')}
      </p>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {headings.map((heading) => (
          <li key={heading.id}>
            <TocLink
              href={`#${heading.id}`}
              className={`level-${heading.level}`}
              aria-current={heading.id === activeId ? 'location' : undefined}
              onClick={onNavigate}
              // Frequent and of little value one by one: about 10% of these clicks are sent.
              data-ga-event-category="toc"
              data-ga-event-action="click"
              data-ga-event-label={heading.id}
              data-ga-event-split="0.1"
            >
              {heading.text}
            </TocLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
