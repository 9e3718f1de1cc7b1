// Test-only helpers shared by the front-end projects' Jest suites, imported as '@irrigo/test-web'
// (jest.preset.web.cjs maps it, tsconfig.web.json types it). Production code never imports it: rspack
// cannot resolve the name, so a stray import fails the build.
export { LocationProbe, renderScreen, renderWithProviders, type RenderedWithProviders } from './render.js';
export { answer, mockApi, type FetchMock } from './fetch-answers.js';
export { findToast, toastText } from './toasts.js';
