import { EditorView } from '@uiw/react-codemirror';
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { tags } from '@lezer/highlight';
import { tokenColors } from '../codeTheme';
import { fontFamily } from '../../theme/brand';

/**
 * The editor in the colours of the docs' code panels (`tokenColors`, checked against WCAG AA),
 * so code reads the same in the playground as on a page. CodeMirror's one-dark falls short
 * (3.9:1 line numbers, 4.4:1 property names).
 */
export function editorTheme(scheme: 'light' | 'dark') {
  const colors = tokenColors[scheme];
  const dark = scheme === 'dark';
  return [
    EditorView.theme(
      {
        '&': { color: colors.text, backgroundColor: colors.background },
        '.cm-content': { caretColor: colors.text, fontFamily: fontFamily.code },
        '.cm-scroller': {
          fontFamily: fontFamily.code,
          fontSize: 14,
          lineHeight: 1.6,
        },
        '&.cm-focused .cm-cursor': { borderLeftColor: colors.text },
        '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': {
          backgroundColor: dark ? 'hsl(210, 40%, 28%)' : 'hsl(210, 80%, 88%)',
        },
        '.cm-activeLine': {
          backgroundColor: dark ? 'hsla(210, 30%, 50%, 0.12)' : 'hsla(210, 60%, 50%, 0.07)',
        },
        '.cm-gutters': {
          color: colors.punctuation,
          backgroundColor: colors.background,
          borderInlineEnd: `1px solid ${dark ? 'hsl(210, 14%, 22%)' : 'hsl(215, 15%, 88%)'}`,
        },
        '.cm-activeLineGutter': {
          backgroundColor: 'transparent',
          color: colors.text,
        },
        '.cm-matchingBracket': {
          outline: `1px solid ${colors.punctuation}`,
          backgroundColor: 'transparent',
        },
      },
      { dark },
    ),
    syntaxHighlighting(
      HighlightStyle.define([
        {
          tag: [tags.comment, tags.lineComment, tags.blockComment],
          color: colors.comment,
          fontStyle: 'italic',
        },
        {
          tag: [tags.keyword, tags.modifier, tags.controlKeyword, tags.operatorKeyword, tags.bool, tags.null],
          color: colors.keyword,
        },
        {
          tag: [tags.string, tags.special(tags.string), tags.regexp],
          color: colors.string,
        },
        { tag: [tags.number], color: colors.number },
        {
          tag: [tags.function(tags.variableName), tags.function(tags.propertyName), tags.className, tags.typeName, tags.definition(tags.typeName)],
          color: colors.function,
        },
        { tag: [tags.tagName, tags.propertyName], color: colors.tag },
        { tag: [tags.attributeName], color: colors.attribute },
        {
          tag: [tags.punctuation, tags.operator, tags.bracket, tags.angleBracket],
          color: colors.punctuation,
        },
        { tag: [tags.invalid], color: colors.deleted },
      ]),
    ),
  ];
}
