import { LicenseInfo } from '@mui/x-license';

/**
 * Sets the MUI X Pro/Premium licence key for the demos. Without a key the packages render their
 * watermark and log their licence message; everything else works.
 */
export function applyLicenseKey(key: string | undefined): boolean {
  if (!key) return false;
  LicenseInfo.setLicenseKey(key);
  return true;
}
