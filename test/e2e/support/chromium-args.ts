// How the browser suites start Debian's Chromium: the brief's switches, and two pages of browser UI left unmade.

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

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNUSED_BROWSER_UI].join(',')}`,
];
