import { describe, expect, it } from 'vitest';
import LZString from 'lz-string';
import { decodePlaygroundHash, encodePlaygroundHash, playgroundUrl } from './sharedCode';

describe('the code in the URL hash', () => {
  it('round-trips one file and several', () => {
    const one = [
      {
        name: 'Demo.tsx',
        code: "export default () => <p>Hé «quoted» 'x' + y</p>;",
      },
    ];
    expect(decodePlaygroundHash(encodePlaygroundHash(one))).toEqual(one);
    const several = [
      {
        name: 'ServerSorting.tsx',
        code: "import { rows } from './fakeServer';",
      },
      { name: 'fakeServer.ts', code: 'export const rows = [];' },
      { name: 'styles.module.css', code: '.root { color: red; }' },
    ];
    expect(decodePlaygroundHash(encodePlaygroundHash(several))).toEqual(several);
  });

  it('keeps a single Demo.tsx short: the code alone', () => {
    const hash = encodePlaygroundHash([{ name: 'Demo.tsx', code: 'x' }]);
    expect(hash).toBe(`#code=${LZString.compressToEncodedURIComponent(JSON.stringify('x'))}`);
  });

  it('survives a "+" turned into a space by a chat app or a form', () => {
    const files = [
      {
        name: 'Demo.tsx',
        code: 'const list = [1, 2, 3].map((n) => n * 2); // ~~~~ >>>> ????',
      },
    ];
    const hash = encodePlaygroundHash(files);
    expect(decodePlaygroundHash(hash.replace(/\+/g, ' '))).toEqual(files);
  });

  it('gives null, not an error, for a hash without code or with garbage', () => {
    for (const hash of ['', '#', '#sorting', '#code=', '#code=%%%', '#code=not-lz-at-all', `#code=${LZString.compressToEncodedURIComponent('{not json')}`]) {
      expect(decodePlaygroundHash(hash)).toBeNull();
    }
  });

  it('refuses file lists it would not write: bad names, duplicates, wrong shapes, too many', () => {
    const encode = (payload: unknown) => `#code=${LZString.compressToEncodedURIComponent(JSON.stringify(payload))}`;
    expect(decodePlaygroundHash(encode({ files: [] }))).toBeNull();
    expect(decodePlaygroundHash(encode({ files: [{ name: '../secret.ts', code: '' }] }))).toBeNull();
    expect(decodePlaygroundHash(encode({ files: [{ name: 'Demo.exe', code: '' }] }))).toBeNull();
    expect(decodePlaygroundHash(encode({ files: [{ name: 'Demo.tsx', code: 1 }] }))).toBeNull();
    expect(
      decodePlaygroundHash(
        encode({
          files: [
            { name: 'A.tsx', code: '' },
            { name: 'A.tsx', code: '' },
          ],
        }),
      ),
    ).toBeNull();
    expect(
      decodePlaygroundHash(
        encode({
          files: Array.from({ length: 13 }, (_, index) => ({
            name: `F${index}.ts`,
            code: '',
          })),
        }),
      ),
    ).toBeNull();
    expect(decodePlaygroundHash(encode(42))).toBeNull();
  });

  it('links to the playground route on an origin', () => {
    expect(playgroundUrl([{ name: 'Demo.tsx', code: 'x' }], 'https://mui.com')).toMatch(/^https:\/\/mui\.com\/x\/playground\/#code=/);
  });
});
