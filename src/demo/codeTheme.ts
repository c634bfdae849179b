import type { Theme } from '@mui/material/styles';

/** Token colours for the build-time highlighted code (Prism's `token` classes), per scheme. */
const tokenColors = {
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
  } as const;
}
