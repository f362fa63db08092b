import { compareNames } from '@client/lib/plainOrder';

// English collation is the reference: the hand-written order must sort names as it does.
const collated = (names: readonly string[]) => [...names].sort((a, b) => a.localeCompare(b, 'en'));
const plain = (names: readonly string[]) => [...names].sort(compareNames);

describe('compareNames', () => {
  it('sorts names by their letters, whatever their case, as English collation does', () => {
    const names = [
      'banana',
      'Apple',
      'cherry',
      'ERP',
      'data analytics',
      'Data Analytics',
      'database',
      'Zeta',
    ];
    expect(plain(names)).toEqual(collated(names));
    expect(plain(names)[0]).toBe('Apple');
  });

  it('sets accents aside, so that a name with one sits among its letters', () => {
    const names = [
      'Eva',
      'Émile',
      'Eli',
      'Ömer',
      'Oscar',
      'Zoë',
      'Zoe',
      'Şule',
      'Selin',
      'Çağrı',
      'Cem',
      'Über',
    ];
    expect(plain(names)).toEqual(collated(names));
  });

  it('puts spaces, hyphens and digits before letters', () => {
    const names = [
      'Cloud Migration',
      'Cloud-native',
      'Cloudflare',
      'Cloud 2',
      'Cloud',
      'ERP 10',
      'ERP 2',
      'ERP',
    ];
    expect(plain(names)).toEqual(collated(names));
  });

  it('is a consistent order: equal names tie, and swapping the two turns the sign', () => {
    expect(compareNames('Data', 'Data')).toBe(0);
    for (const [a, b] of [
      ['Apple', 'banana'],
      ['Émile', 'Eva'],
      ['erp', 'ERP'],
    ]) {
      expect(Math.sign(compareNames(a, b))).toBe(-Math.sign(compareNames(b, a)));
      expect(compareNames(a, b)).not.toBe(0);
    }
  });
});
