// Whether this main bundle is the tests' build. electron-vite replaces __ACS_TEST_BUILD__ with true only
// when built with ACS_TEST_BUILD=1 (test/support/build-current.ts does); `npm run build`, `npm start`
// (electron-vite preview builds first) and `npm run dist` build it false, so what a user runs has no
// test hooks, whatever its environment says.
declare const __ACS_TEST_BUILD__: boolean | undefined;

export const IS_TEST_BUILD: boolean = typeof __ACS_TEST_BUILD__ === 'boolean' && __ACS_TEST_BUILD__;
