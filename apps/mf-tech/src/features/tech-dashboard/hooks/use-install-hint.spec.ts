import { needsHomeScreenInstall } from './use-install-hint';

const SAFARI_MAC_UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

describe('needsHomeScreenInstall', () => {
  it('is true for an iPad that reports itself as a Mac, and for an iPhone, in a browser tab', () => {
    expect(needsHomeScreenInstall({ userAgent: SAFARI_MAC_UA, platform: 'MacIntel', maxTouchPoints: 5 }, false)).toBe(true);
    expect(needsHomeScreenInstall({ userAgent: IPHONE_UA, platform: 'iPhone', maxTouchPoints: 5 }, false)).toBe(true);
  });

  it('is false for a Mac, which has no touch screen, and for Android or Windows', () => {
    expect(needsHomeScreenInstall({ userAgent: SAFARI_MAC_UA, platform: 'MacIntel', maxTouchPoints: 0 }, false)).toBe(false);
    expect(needsHomeScreenInstall({ userAgent: 'Mozilla/5.0 (Linux; Android 14)', platform: 'Linux armv81', maxTouchPoints: 5 }, false)).toBe(false);
    expect(needsHomeScreenInstall({ userAgent: 'Mozilla/5.0 (Windows NT 10.0)', platform: 'Win32', maxTouchPoints: 10 }, false)).toBe(false);
  });

  it('is false once Irrigo runs from the Home Screen, however the browser says so', () => {
    expect(needsHomeScreenInstall({ userAgent: IPHONE_UA, platform: 'iPhone', maxTouchPoints: 5, standalone: true }, false)).toBe(false);
    expect(needsHomeScreenInstall({ userAgent: SAFARI_MAC_UA, platform: 'MacIntel', maxTouchPoints: 5 }, true)).toBe(false);
  });
});
