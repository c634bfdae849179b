import type { Page } from '@playwright/test';

export interface PixelComparison {
  differentPixels: number;
  /** Pixels whose difference goes beyond the anti-aliasing tolerance. */
  pixelsBeyondTolerance: number;
  /** Largest difference of one colour channel, 0 to 255. */
  maxChannelDelta: number;
}

/** Compares two PNG captures pixel by pixel, decoding them in the browser. */
export async function comparePngs(page: Page, first: Buffer, second: Buffer): Promise<PixelComparison> {
  return page.evaluate(
    async ([a, b, tolerance]) => {
      const load = async (base64: string) => {
        // Decoded from bytes, not fetched from a data: URL: the page's security policy (connect-src) refuses that.
        const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      const [imageA, imageB] = await Promise.all([load(a), load(b)]);
      if (imageA.width !== imageB.width || imageA.height !== imageB.height) {
        return { differentPixels: imageA.width * imageA.height, pixelsBeyondTolerance: imageA.width * imageA.height, maxChannelDelta: 255 };
      }
      let differentPixels = 0;
      let pixelsBeyondTolerance = 0;
      let maxChannelDelta = 0;
      for (let index = 0; index < imageA.data.length; index += 4) {
        let pixelDelta = 0;
        for (let channel = 0; channel < 4; channel += 1) {
          pixelDelta = Math.max(pixelDelta, Math.abs(imageA.data[index + channel] - imageB.data[index + channel]));
        }
        if (pixelDelta > 0) differentPixels += 1;
        if (pixelDelta > tolerance) pixelsBeyondTolerance += 1;
        maxChannelDelta = Math.max(maxChannelDelta, pixelDelta);
      }
      return { differentPixels, pixelsBeyondTolerance, maxChannelDelta };
    },
    [first.toString('base64'), second.toString('base64'), ANTI_ALIASING_TOLERANCE] as const,
  );
}

/** Edge anti-aliasing may move by a level or two between loads; anything larger is a real change. */
export const ANTI_ALIASING_TOLERANCE = 2;

/**
 * A few isolated pixels may go further: Chromium repaints only what changed after a play (a closed
 * tooltip), and a partial repaint's anti-aliased edges can land a few levels off a full paint, one
 * or two pixels at a time. Chromatic's anti-aliasing detection ignores such pixels too; a real
 * change (a shifted line, a colour, a missing glyph) touches far more.
 */
export const STRAY_PIXELS_TOLERATED = 4;
