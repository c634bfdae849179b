import { describe, expect, it } from 'vitest';
import { americanSpelling, firstSentence, htmlToText, trimText } from './text';

describe('americanSpelling', () => {
  it('turns British spellings into the American ones the library uses', () => {
    expect(['colour', 'colours', 'behaviour', 'customised', 'localisation', 'virtualisation', 'centre', 'grey', 'licence'].map(americanSpelling)).toEqual([
      'color',
      'colors',
      'behavior',
      'customized',
      'localization',
      'virtualization',
      'center',
      'gray',
      'license',
    ]);
  });

  it('leaves other words alone', () => {
    expect(['constructor', 'promise', 'noise', 'otherwise', 'four', 'hour', 'color', 'tourist'].map(americanSpelling)).toEqual([
      'constructor',
      'promise',
      'noise',
      'otherwise',
      'four',
      'hour',
      'color',
      'tourist',
    ]);
  });
});

describe('text helpers', () => {
  it('trims at a word boundary with an ellipsis', () => {
    expect(trimText('alpha  beta gamma delta', 18)).toBe('alpha beta gamma…');
    expect(trimText(' short ', 18)).toBe('short');
  });

  it('reads the text of description HTML and its first sentence', () => {
    const text = htmlToText('<p>Rows &amp; columns . More&#46;</p>');
    expect(text).toBe('Rows & columns. More.');
    expect(firstSentence(text)).toBe('Rows & columns.');
  });
});
