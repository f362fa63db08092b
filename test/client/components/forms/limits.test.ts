import { budgetAmount, integerIn, slugShape, urlOrPath, withinLength } from '@client/components/forms/limits';
import { MSG } from '@shared/messages';

const check = (rule: (value: string, all: Record<string, string>) => string | null, value: string) =>
  rule(value, {});

describe('withinLength', () => {
  const title = withinLength('Title', { min: 3, max: 5 });

  it('passes an empty field to `required`', () => {
    expect(check(title, '')).toBeNull();
    expect(check(title, '   ')).toBeNull();
  });

  it('names the bound that is missed', () => {
    expect(check(title, 'ab')).toBe('Title must be at least 3 characters.');
    expect(check(title, 'abcdef')).toBe('Title must be at most 5 characters.');
    expect(check(title, 'abcde')).toBeNull();
  });

  it('measures the text as sent: trimmed, one character per code point', () => {
    expect(check(title, '  abcde  ')).toBeNull();
    expect(check(title, '😀😀😀😀😀')).toBeNull();
    expect(check(title, '😀😀😀😀😀😀')).toBe('Title must be at most 5 characters.');
  });
});

describe('integerIn', () => {
  const order = integerIn('Display order', { min: 0, max: 10 });

  it('takes whole numbers in the range', () => {
    expect(check(order, '0')).toBeNull();
    expect(check(order, ' 10 ')).toBeNull();
  });

  it('refuses other text and numbers outside the range', () => {
    expect(check(order, '')).toBe('Display order must be a whole number.');
    expect(check(order, '1.5')).toBe('Display order must be a whole number.');
    expect(check(order, '11')).toBe('Display order must be between 0 and 10.');
    expect(check(order, '-1')).toBe('Display order must be between 0 and 10.');
  });
});

describe('urlOrPath', () => {
  it.each(['', 'https://example.com/a.png', 'http://x', '/about', '  /padded  '])('takes %p', (value) => {
    expect(check(urlOrPath, value)).toBeNull();
  });

  it.each(['javascript:alert(1)', '//evil.example', 'data:text/html,x', 'example.com', 'https://a b'])(
    'refuses %p with the spec text',
    (value) => {
      expect(check(urlOrPath, value)).toBe(MSG.invalidUrl);
    },
  );
});

describe('slugShape', () => {
  it('takes lowercase groups joined by single dashes, or nothing', () => {
    expect(check(slugShape, 'cloud-services')).toBeNull();
    expect(check(slugShape, '')).toBeNull();
  });

  it.each(['Cloud', 'a--b', '-a', 'a-', 'ça'])('refuses %p', (value) => {
    expect(check(slugShape, value)).toBe(
      'Use lowercase letters, digits and single dashes, e.g. cloud-services.',
    );
  });
});

describe('budgetAmount', () => {
  it.each(['', '0', '12.5', '12.55', '999999999999.99'])('takes %p', (value) => {
    expect(check(budgetAmount, value)).toBeNull();
  });

  it('says what is wrong', () => {
    expect(check(budgetAmount, '-1')).toBe('Budget must be a number of 0 or more.');
    expect(check(budgetAmount, 'abc')).toBe('Budget must be a number of 0 or more.');
    expect(check(budgetAmount, '1000000000000')).toBe('Budget is too large.');
    expect(check(budgetAmount, '12.555')).toBe('Budget may have at most 2 decimals.');
  });
});
