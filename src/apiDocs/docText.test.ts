import { describe, expect, it } from 'vitest';
import { displayPartsToPlainText, docPartsToPlainText, markdownToPlainText } from './docText';

describe('displayPartsToPlainText', () => {
  it('resolves {@link} pieces to their label, name or URL', () => {
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
    expect(displayPartsToPlainText(parts)).toBe('See highlighting docs, GridApi, the bar and https://mui.com/');
  });

  it('gives an empty string for no parts', () => {
    expect(displayPartsToPlainText(undefined)).toBe('');
    expect(displayPartsToPlainText([])).toBe('');
  });
});

describe('markdownToPlainText', () => {
  it('reduces Markdown links and double-bracket references to their label, keeping code spans', () => {
    expect(markdownToPlainText('Set of rows of type [[GridRowsProp]]. See [the docs](https://mui.com/x/). Use `apiRef`.')).toBe(
      'Set of rows of type GridRowsProp. See the docs. Use `apiRef`.',
    );
  });

  it('folds blank lines and trims', () => {
    expect(markdownToPlainText('  First.  \n\n\n\nSecond.\n')).toBe('First.\n\nSecond.');
  });
});

describe('docPartsToPlainText', () => {
  it('combines both steps', () => {
    expect(docPartsToPlainText([{ text: 'An array of [[LineSeries]] objects.', kind: 'text' }])).toBe('An array of LineSeries objects.');
  });
});
