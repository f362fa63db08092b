import { isColourShaped } from '@shared/domain/colourShape';
import { isColour, isPhoneNumber } from '@shared/domain/contact';
import { FORMAT, FORMAT_CHECKS } from '@shared/domain/formats';
import { isSafeUrl } from '@shared/domain/urls';

// The shapes that both sides check before a value is stored or written into a page: each is
// anchored at both ends, so that a valid value with something else before or after it is refused.

const cases = (accepted: string[], refused: string[]) => [
  ...accepted.map((value) => [value, true] as const),
  ...refused.map((value) => [value, false] as const),
];

describe('a colour written into a style on every page (the logo)', () => {
  it.each(
    cases(
      ['#fff', '#ffff', '#1565c0', '#1565c0cc', 'red', 'RebeccaPurple', 'abc', 'a'.repeat(30)],
      [
        '',
        'ab',
        'a'.repeat(31),
        'inherit',
        'Initial',
        'unset',
        'revert',
        'currentColor',
        'red;',
        ';red',
        'red; background: url(x)',
        'rgb(1, 2, 3)',
        '#12',
        '#12345',
      ],
    ),
  )('takes %j: %s', (value, expected) => {
    expect(isColourShaped(value)).toBe(expected);
  });
});

describe('a colour saved in the site settings', () => {
  it.each(cases(['#fff', '#1565C0', 'red', 'RebeccaPurple'], ['reddish', 'inherit', 'red;', ' red']))(
    'takes %j: %s',
    (value, expected) => {
      expect(isColour(value)).toBe(expected);
    },
  );
});

describe('a phone number', () => {
  it.each(
    cases(
      ['+90 555 123 45 67', '0555 123 45 67', '(0212) 555-12.34', '123456', '1'.repeat(30)],
      ['12345', '1'.repeat(31), '++90 555 1234', 'call 5551234', '5551234 call', '555 1234 x', 'x555 1234'],
    ),
  )('takes %j: %s', (value, expected) => {
    expect(isPhoneNumber(value)).toBe(expected);
  });
});

describe('the optional formats, whose values are stored trimmed', () => {
  it.each([
    [FORMAT.phoneOrEmpty, ''],
    [FORMAT.phoneOrEmpty, '   '],
    [FORMAT.phoneOrEmpty, '  +90 555 123 45 67  '],
    [FORMAT.colourOrEmpty, ''],
    [FORMAT.colourOrEmpty, '   '],
    [FORMAT.colourOrEmpty, ' red '],
    [FORMAT.colourOrEmpty, ' #1565c0 '],
  ])('%s takes %j', (format, value) => {
    expect(FORMAT_CHECKS[format](value)).toBe(true);
  });

  it.each([
    [FORMAT.phoneOrEmpty, ' call 5551234 '],
    [FORMAT.colourOrEmpty, ' red; '],
    [FORMAT.colourOrEmpty, 'inherit'],
  ])('%s refuses %j', (format, value) => {
    expect(FORMAT_CHECKS[format](value)).toBe(false);
  });
});

describe('a link or image source rendered on a public page', () => {
  it.each(
    cases(
      [
        '',
        '  ',
        'https://example.com/a',
        'HTTP://example.com',
        ' https://example.com ',
        '/',
        '/services/cloud',
      ],
      [
        'javascript:alert(1)',
        'javascript:alert(1)//https://example.com',
        'see https://example.com',
        'https://example.com/a b',
        'data:image/png;base64,AAAA',
        '//evil.example',
        'services/cloud',
        '/services/cloud then',
        'x/services',
        'https://',
      ],
    ),
  )('takes %j: %s', (value, expected) => {
    expect(isSafeUrl(value)).toBe(expected);
  });
});
