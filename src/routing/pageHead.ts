import type { ShellPage } from './sitePages';

/** One tag of the head that describes a page: `<meta name|property=… content>` or `<link rel=… href>`. */
export interface PageHeadTag {
  element: 'meta' | 'link';
  key: 'name' | 'property' | 'rel';
  id: string;
  /** `null`: the page has no value, so the tag is left out. */
  content: string | null;
}

/**
 * The tags that describe a page: description, canonical URL, Open Graph, the product meta tags
 * analytics reads, and `robots` for a page kept out of search engines. One list, prerendered into each page and applied after an in-shell page switch.
 */
export function pageHeadTags(page: ShellPage, origin: string): PageHeadTag[] {
  const url = origin + page.route;
  return [
    { element: 'meta', key: 'name', id: 'description', content: page.description ?? page.lead },
    { element: 'link', key: 'rel', id: 'canonical', content: url },
    { element: 'meta', key: 'property', id: 'og:title', content: page.title },
    { element: 'meta', key: 'property', id: 'og:description', content: page.description ?? page.lead },
    { element: 'meta', key: 'property', id: 'og:url', content: url },
    { element: 'meta', key: 'property', id: 'og:site_name', content: page.siteName },
    { element: 'meta', key: 'name', id: 'mui:productId', content: page.productId },
    { element: 'meta', key: 'name', id: 'mui:productCategoryId', content: page.productCategoryId },
    { element: 'meta', key: 'name', id: 'robots', content: page.noindex ? 'noindex' : null },
  ];
}

const valueAttribute = (tag: PageHeadTag) => (tag.element === 'link' ? 'href' : 'content');

/** A tag as HTML, with `escape` applied to attribute values; empty when the page has no value. */
export function pageHeadTagHtml(tag: PageHeadTag, escape: (text: string) => string): string {
  if (tag.content === null) return '';
  return `<${tag.element} ${tag.key}="${escape(tag.id)}" ${valueAttribute(tag)}="${escape(tag.content)}" />`;
}

/** After an in-shell page switch the head describes the new page, as its prerendered HTML would. */
export function updatePageHead(doc: Document, page: ShellPage, origin: string): void {
  for (const tag of pageHeadTags(page, origin)) {
    let element = doc.head.querySelector(`${tag.element}[${tag.key}="${tag.id}"]`);
    if (tag.content === null) {
      element?.remove();
      continue;
    }
    if (!element) {
      element = doc.createElement(tag.element);
      element.setAttribute(tag.key, tag.id);
      doc.head.append(element);
    }
    element.setAttribute(valueAttribute(tag), tag.content);
  }
}
