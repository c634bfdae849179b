import type { Theme } from '@mui/material/styles';
import { fontFamily } from '../theme/brand';

/** Token colours for the build-time highlighted code (Prism's `token` classes), per scheme. */
export const tokenColors = {
  light: {
    text: 'hsl(215, 25%, 18%)',
    background: 'hsl(210, 25%, 97%)',
    comment: 'hsl(215, 12%, 42%)',
    keyword: 'hsl(290, 55%, 40%)',
    string: 'hsl(145, 60%, 25%)',
    number: 'hsl(22, 80%, 36%)',
    function: 'hsl(210, 80%, 38%)',
    tag: 'hsl(355, 60%, 40%)',
    attribute: 'hsl(35, 80%, 30%)',
    punctuation: 'hsl(215, 15%, 35%)',
    inserted: 'hsl(145, 60%, 25%)',
    deleted: 'hsl(355, 65%, 38%)',
  },
  dark: {
    text: 'hsl(210, 20%, 88%)',
    background: 'hsl(210, 18%, 9%)',
    comment: 'hsl(210, 10%, 62%)',
    keyword: 'hsl(290, 70%, 78%)',
    string: 'hsl(140, 50%, 70%)',
    number: 'hsl(28, 85%, 70%)',
    function: 'hsl(205, 90%, 75%)',
    tag: 'hsl(355, 80%, 76%)',
    attribute: 'hsl(40, 85%, 70%)',
    punctuation: 'hsl(210, 12%, 70%)',
    inserted: 'hsl(140, 50%, 70%)',
    deleted: 'hsl(355, 80%, 76%)',
  },
} as const;

/** Styles for a `<pre>` holding highlighted source; contrast checked against WCAG AA. */
export function codeBlockStyles(theme: Theme) {
  const colors = tokenColors[theme.palette.mode];
  return {
    color: colors.text,
    backgroundColor: colors.background,
    '& .token.comment, & .token.prolog, & .token.doctype': { color: colors.comment, fontStyle: 'italic' },
    '& .token.keyword, & .token.module, & .token.control-flow, & .token.boolean, & .token.important': { color: colors.keyword },
    '& .token.string, & .token.template-string, & .token.attr-value, & .token.url': { color: colors.string },
    '& .token.number, & .token.constant, & .token.unit': { color: colors.number },
    '& .token.function, & .token.class-name, & .token.maybe-class-name': { color: colors.function },
    '& .token.tag, & .token.selector, & .token.property': { color: colors.tag },
    '& .token.attr-name, & .token.builtin, & .token.atrule, & .token.rule': { color: colors.attribute },
    '& .token.punctuation, & .token.operator': { color: colors.punctuation },
    '& .token.inserted': { color: colors.inserted },
    '& .token.deleted': { color: colors.deleted },
  } as const;
}

/** A `<pre>` of highlighted source: demo code panels and the code blocks of pages. */
export function codePreStyles(theme: Theme) {
  return {
    m: 0,
    p: 2,
    overflow: 'auto',
    fontSize: 13,
    lineHeight: 1.6,
    fontFamily: fontFamily.code,
    ...codeBlockStyles(theme),
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
  } as const;
}
