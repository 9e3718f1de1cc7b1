import { isIpad, isMobileWidth } from './device.js';

const device = (userAgent: string, platform: string, maxTouchPoints: number) => ({ userAgent, platform, maxTouchPoints });

describe('isIpad', () => {
  it('recognises an iPad that says so (iPadOS 12 and earlier, other browsers)', () => {
    expect(isIpad(device('Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15', 'iPad', 5))).toBe(true);
  });

  it('recognises iPadOS Safari, which claims to be a Mac but has a touch screen', () => {
    expect(isIpad(device('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15', 'MacIntel', 5))).toBe(true);
  });

  it('does not mistake a real Mac, an iPhone or Android for an iPad', () => {
    expect(isIpad(device('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 'MacIntel', 0))).toBe(false);
    expect(isIpad(device('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)', 'iPhone', 5))).toBe(false);
    expect(isIpad(device('Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36', 'Linux armv8l', 10))).toBe(false);
  });
});

describe('isMobileWidth', () => {
  it('uses the 768 px breakpoint', () => {
    expect(isMobileWidth(390)).toBe(true);
    expect(isMobileWidth(767)).toBe(true);
    expect(isMobileWidth(768)).toBe(false);
  });
});
