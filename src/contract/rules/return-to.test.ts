import { describe, expect, it } from 'vitest';
import { RETURN_TO_MAX_LENGTH, safeReturnTo } from './return-to.js';

describe('safeReturnTo', () => {
  it('keeps a path of this site, with its query and hash', () => {
    expect(safeReturnTo('/horse/5')).toBe('/horse/5');
    expect(safeReturnTo('/horse/5?slot=7&day=2026-11-24')).toBe('/horse/5?slot=7&day=2026-11-24');
    expect(safeReturnTo('/messages?userId=3&horseName=Bramble%20Rose')).toBe(
      '/messages?userId=3&horseName=Bramble%20Rose',
    );
    expect(safeReturnTo('/browse?location=York#results')).toBe('/browse?location=York#results');
    expect(safeReturnTo('/')).toBe('/');
  });

  it.each([
    ['another site, scheme-relative', '//evil.example'],
    ['backslash read as a slash', '/\\evil.example'],
    ['backslashes only', '\\\\evil.example'],
    ['an absolute http address', 'http://evil.example/'],
    ['an absolute https address', 'https://evil.example/horse/5'],
    ['a scheme without slashes', 'http:evil.example'],
    ['javascript', 'javascript:alert(1)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['encoded double slash', '/%2Fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['double-encoded double slash', '/%252Fevil.example'],
    ['encoded scheme', '%2F%2Fevil.example'],
    ['a tab inside the double slash', '/\t/evil.example'],
    ['a newline inside the double slash', '/\n/evil.example'],
    ['leading space', ' /horse/5'],
    ['a relative path', 'horse/5'],
    ['broken encoding', '/horse/%E0%A4%A'],
    ['the login page (a loop)', '/login?returnTo=%2Fmessages'],
    ['a registration page', '/register/enthusiast'],
    ['empty', ''],
  ])('refuses %s', (_name, value) => {
    expect(safeReturnTo(value)).toBeNull();
  });

  it('refuses anything that is not a string, and anything too long', () => {
    expect(safeReturnTo(null)).toBeNull();
    expect(safeReturnTo(undefined)).toBeNull();
    expect(safeReturnTo(['/horse/5'])).toBeNull();
    expect(safeReturnTo(`/${'a'.repeat(RETURN_TO_MAX_LENGTH)}`)).toBeNull();
  });
});
