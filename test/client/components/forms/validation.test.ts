import {
  emailShape,
  filled,
  numeric,
  passwordLength,
  required,
  sameAs,
  sixDigits,
  userNameShape,
} from '@client/components/forms/validation';
import { MSG } from '@shared/messages';

describe('required', () => {
  it('refuses empty and blank text', () => {
    expect(required('Title')('', {})).toBe('Title is required.');
    expect(required('Title')('  ', {})).toBe('Title is required.');
    expect(required('Title')('x', {})).toBeNull();
  });
});

describe('filled', () => {
  it('refuses empty and blank text in the words given', () => {
    expect(filled('Give it a name.')(' ', {})).toBe('Give it a name.');
    expect(filled('Give it a name.')(' x', {})).toBeNull();
  });
});

describe('numeric', () => {
  it('takes nothing or a number, and refuses anything else in the words given', () => {
    for (const value of ['', ' ', '12', '-1.5', ' 3 ', '1e3'])
      expect(numeric('Enter a number.')(value, {})).toBeNull();
    for (const value of ['abc', '1,5', '12a', 'Infinity'])
      expect([value, numeric('Enter a number.')(value, {})]).toEqual([value, 'Enter a number.']);
  });
});

describe('emailShape', () => {
  it.each(['', 'ada@example.com', '  ada@example.com  ', "o'neil+x@sub.example.org"])('takes %p', (value) => {
    expect(emailShape(value, {})).toBeNull();
  });

  it.each(['ada', 'ada@example', 'ada@@example.com', 'ü@example.de', `${'a'.repeat(249)}@b.com`])(
    'refuses %p with the spec text',
    (value) => {
      expect(emailShape(value, {})).toBe(MSG.invalidEmail);
    },
  );
});

describe('passwordLength', () => {
  it('takes 8 to 128 characters as typed', () => {
    expect(passwordLength('a'.repeat(8), {})).toBeNull();
    expect(passwordLength('a'.repeat(128), {})).toBeNull();
    expect(passwordLength('😀'.repeat(8), {})).toBeNull();
  });

  it('refuses shorter and longer ones with the spec text', () => {
    expect(passwordLength('a'.repeat(7), {})).toBe(MSG.passwordLength);
    expect(passwordLength('a'.repeat(129), {})).toBe(MSG.passwordLength);
    expect(passwordLength('😀'.repeat(129), {})).toBe(MSG.passwordLength);
  });
});

describe('sameAs', () => {
  it('compares with the other field', () => {
    expect(sameAs('password')('abc', { password: 'abc' })).toBeNull();
    expect(sameAs('password')('abd', { password: 'abc' })).toBe(MSG.passwordsDiffer);
  });
});

describe('sixDigits', () => {
  it('takes six ASCII digits', () => {
    expect(sixDigits('Reset code')(' 012345 ', {})).toBeNull();
  });

  it.each(['12345', '1234567', '12345a', '１２３４５６'])('refuses %p', (value) => {
    expect(sixDigits('Reset code')(value, {})).toBe('Reset code must be 6 digits.');
  });
});

describe('userNameShape', () => {
  it('takes letters, digits, dots, dashes and underscores, 3 to 50 of them', () => {
    expect(userNameShape('a.b_c-d', {})).toBeNull();
    expect(userNameShape('  ada  ', {})).toBeNull();
    expect(userNameShape('', {})).toBeNull();
  });

  it('refuses other characters and other lengths', () => {
    expect(userNameShape('ada lovelace', {})).toBe(MSG.invalidUserName);
    expect(userNameShape('adä', {})).toBe(MSG.invalidUserName);
    expect(userNameShape('ab', {})).toBe('User name must be 3 to 50 characters.');
    expect(userNameShape('a'.repeat(51), {})).toBe('User name must be 3 to 50 characters.');
  });
});
