import type { Page } from 'playwright-core';

export declare const DEMO_WIDTHS: number[];
export interface SettledDemo {
  name: string;
  width: number;
  height: number;
  /** The height the canvas reserved (NaN when the demo has no measurement). */
  reserved: number;
}
export declare function settleDemos(page: Pick<Page, 'locator' | 'frameLocator' | 'waitForTimeout'>): Promise<SettledDemo[]>;
