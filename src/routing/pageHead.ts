import type { ShellPage } from './sitePages';

function setMeta(doc: Document, selector: string, attributes: Record<string, string>, content: string | null) {
  let element = doc.head.querySelector<HTMLMetaElement | HTMLLinkElement>(selector);
  if (content === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = doc.createElement(selector.startsWith('link') ? 'link' : 'meta');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    doc.head.append(element);
  }
  element.setAttribute(element instanceof HTMLLinkElement ? 'href' : 'content', content);
}

/**
 * After an in-shell page switch the head describes the new page, as the prerendered HTML of that
 * page would: description, canonical URL, Open Graph, and the product meta tags analytics reads.
 */
export function updatePageHead(doc: Document, page: ShellPage, origin: string): void {
  const url = origin + page.route;
  setMeta(doc, 'meta[name="description"]', { name: 'description' }, page.lead);
  setMeta(doc, 'link[rel="canonical"]', { rel: 'canonical' }, url);
  setMeta(doc, 'meta[property="og:title"]', { property: 'og:title' }, page.title);
  setMeta(doc, 'meta[property="og:description"]', { property: 'og:description' }, page.lead);
  setMeta(doc, 'meta[property="og:url"]', { property: 'og:url' }, url);
  setMeta(doc, 'meta[name="mui:productId"]', { name: 'mui:productId' }, page.productId);
  setMeta(doc, 'meta[name="mui:productCategoryId"]', { name: 'mui:productCategoryId' }, page.productCategoryId);
}
