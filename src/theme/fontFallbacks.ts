import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import ibmPlexSans from '@capsizecss/metrics/iBMPlexSans';
import roboto from '@capsizecss/metrics/roboto';
import { fallbackFontFamily } from './brand.ts';

// Build-time only (the shell's prerendered head and the preview's head): no font metrics ship.

/**
 * Arial and the fonts with Arial's exact widths (Liberation Sans on Linux, Arimo on ChromeOS), so
 * the overrides computed for Arial hold wherever one of them is installed.
 */
const ARIAL_LIKE = { regular: ['Arial', 'ArialMT', 'Liberation Sans', 'Arimo'], bold: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'Arimo Bold'] };

const local = (names: string[]) => names.map((name) => `local('${name}')`).join(', ');

/** `@font-face` rules for one web font's fallback: a regular and a bold face with its metrics. */
function fallbackFaces(metrics: typeof arial, family: string): string {
  const [face] = createFontStack([metrics, arial], { fontFaceFormat: 'styleObject' }).fontFaces;
  const overrides = Object.entries(face['@font-face'])
    .filter(([property]) => property.endsWith('Override') || property === 'sizeAdjust')
    .map(([property, value]) => `${property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}: ${value};`)
    .join(' ');
  return [
    `@font-face { font-family: "${family}"; src: ${local(ARIAL_LIKE.regular)}; font-weight: 100 450; ${overrides} }`,
    `@font-face { font-family: "${family}"; src: ${local(ARIAL_LIKE.bold)}; font-weight: 451 900; ${overrides} }`,
  ].join('\n');
}

/** The fallback faces of the docs font (IBM Plex Sans) and the demos' font (Roboto). */
export function fontFallbackCss(): string {
  return [fallbackFaces(ibmPlexSans, fallbackFontFamily.body), fallbackFaces(roboto, fallbackFontFamily.demo)].join('\n');
}
