/**
 * Finds the Chromium the browser tests drive: CHROME_PATH, else Debian's
 * /usr/bin/chromium. Nothing is ever downloaded.
 */
import {accessSync, constants} from 'node:fs';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export function findChromium(env = process.env) {
  const candidates = [env.CHROME_PATH, DEBIAN_CHROMIUM].filter(Boolean);
  return candidates.find(isExecutable) ?? null;
}

/** Flags for a headless run on a machine with no network but the loopback. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
