// How the browser suites start Debian's Chromium: the brief's switches, two pages of browser UI left unmade, and no
// renderer started ahead of need.

/**
 * The features Playwright turns off (playwright-core's chromiumSwitches.ts). Chromium reads only the last
 * --disable-features it is given, and Playwright puts ours after its own: ours repeats them.
 * chromium-features.test.ts fails when a Playwright update turns off one more.
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
 * The address bar's popup: Chromium makes its two pages (WebUI) for every window, in a renderer process of their
 * own, though no test opens it. A browser context and its page cost about 0.8 s of processor with them and 0.45 s
 * without (20 contexts, each way twice); the browser suites open over a hundred.
 */
const UNUSED_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * Chromium starts a spare renderer process ahead of the next page, but each browser context (each monitor's) needs
 * a renderer of its own: most spares were started and thrown away. monitor.test.ts alone (6 runs with spares, 4
 * without): 24 renderers and 36.0-40.7 CPU-s of Chromium with them, 11 renderers and 33.3-35.2 CPU-s without.
 */
const NO_SPARE_RENDERER = ['SpareRendererForSitePerProcess'];

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNUSED_BROWSER_UI, ...NO_SPARE_RENDERER].join(',')}`,
];
