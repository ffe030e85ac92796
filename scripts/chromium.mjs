/**
 * Finds the Chromium the browser tests drive: CHROME_PATH, else Debian's
 * /usr/bin/chromium. Nothing is ever downloaded.
 *
 * With Debian's `chromium` found, the browser tests run in its headless shell
 * where that is installed (package `chromium-headless-shell`): the same build
 * of Chromium without the browser's window layer, the one Playwright itself
 * runs headless tests in, and the suite takes about a fifth less time there.
 * What the shell does not do as the browser does (it loads lazy frames at
 * once) is tested in the browser (playwright.config.ts).
 */
import {accessSync, constants} from 'node:fs';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
/** The binary itself: the package's /usr/bin/chromium-headless-shell is a shell script that does not `exec` it. */
export const DEBIAN_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

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

/** Debian's headless shell, when the tests run on Debian's Chromium (no CHROME_PATH) and it is installed. */
export function findHeadlessShell(env = process.env) {
  return !env.CHROME_PATH && isExecutable(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : null;
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
