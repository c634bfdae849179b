/**
 * A page may list a module that sits beside it (a fake back end its demos share) in a fenced code
 * block. The line before the fence names the file, `{/* listing: ./fakeServer.ts *\/}`, and the
 * block must stay a copy of that file.
 */
export interface FileListing {
  /** The file, relative to the page's folder. */
  file: string;
  /** The block's code, without its fences. */
  code: string;
}

const LISTING = /\{\/\*\s*listing:\s*(\S+)\s*\*\/\}[ \t]*\r?\n```[^\n]*\r?\n([\s\S]*?)\r?\n```/g;

export function fileListings(mdx: string): FileListing[] {
  return [...mdx.matchAll(LISTING)].map((match) => ({ file: match[1], code: match[2] }));
}

/** The listings of a page that no longer match their file (or whose file is missing), as messages. */
export function staleListings(mdx: string, readFile: (file: string) => string | null): string[] {
  return fileListings(mdx).flatMap(({ file, code }) => {
    const content = readFile(file);
    if (content === null) return [`${file}: the listed file does not exist`];
    return content.trimEnd() === code.trimEnd() ? [] : [`${file}: the listing differs from the file; copy the file into the block again`];
  });
}
