// Debian's Chromium, driven by playwright-core (no browser download): the one place the browser
// tests and the benchmarks say which Chromium they start and with which flags.
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Chromium honours only the last --disable-features it is given, and Playwright passes its own
 * list first; so ours repeats Playwright's (playwright-core 1.65, chromiumSwitches) and adds to it.
 * tests/browser/chromium.test.ts reads the command line the browser actually ran with and fails
 * when Playwright's list names a feature ours does not, as after an upgrade.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Headless Chromium is the whole browser without a screen, and preloads the address bar's popup
 * (two WebUI renderers, chrome://omnibox-popup.top-chrome/) for every window, and every page a
 * test opens is a window. A headless page has no address bar to pop up from; without them opening
 * a page and loading it took about 215 ms instead of 330 (measured on this machine, 20 pages each).
 */
export const NO_ADDRESS_BAR_POPUP = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...NO_ADDRESS_BAR_POPUP].join(',')}`,
];

/** A headless Chromium as every test file and benchmark starts it. */
export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}
