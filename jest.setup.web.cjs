// Part of jest.preset.web.cjs: Testing Library matchers plus the few browser APIs jsdom lacks and Radix
// primitives call (pointer capture, scrollIntoView, ResizeObserver, matchMedia). Skipped in node-env tests.
require('@testing-library/jest-dom');

// findBy/waitFor give up after 5 s instead of 1 s: on CI's two busy cores a query that resolves in 50 ms here has
// taken over a second. A wait that truly fails still fails, only later.
require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });

// react-router 7 encodes URLs with TextEncoder at module load; jsdom does not provide it.
const { TextDecoder, TextEncoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });

if (typeof window !== 'undefined') {
  const proto = window.Element.prototype;
  if (!proto.hasPointerCapture) proto.hasPointerCapture = () => false;
  if (!proto.setPointerCapture) proto.setPointerCapture = () => undefined;
  if (!proto.releasePointerCapture) proto.releasePointerCapture = () => undefined;
  if (!proto.scrollIntoView) proto.scrollIntoView = () => undefined;

  if (!window.ResizeObserver) {
    window.ResizeObserver = class ResizeObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }

  if (!window.matchMedia) {
    window.matchMedia = (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    });
  }
}
