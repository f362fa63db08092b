import { getContrastRatio } from '@mui/material/styles';
import { theme } from '@client/app/theme';

// The brand colours as specified, and every text on them or in them at WCAG AA (decision 039).

/** An rgba() text colour laid over its background, as the eye sees it. */
function seen(text: string, background: string): string {
  const rgba = /^rgba\((\d+), (\d+), (\d+), ([\d.]+)\)$/.exec(text);
  if (!rgba) return text;
  const bg = [1, 3, 5].map((i) => parseInt(background.slice(i, i + 2), 16));
  const alpha = Number(rgba[4]);
  const mixed = [1, 2, 3].map((i, k) => Math.round(Number(rgba[i]) * alpha + bg[k] * (1 - alpha)));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

describe('the theme', () => {
  it('uses the specified brand colours', () => {
    expect(theme.palette.primary.main).toBe('#1976d2');
    expect(theme.palette.secondary.main).toBe('#f50057');
  });

  it('puts text on each brand colour at 4.5:1 or more', () => {
    for (const colour of [theme.palette.primary, theme.palette.secondary]) {
      const ratio = getContrastRatio(seen(colour.contrastText, colour.main), colour.main);
      expect([colour.main, ratio >= 4.5]).toEqual([colour.main, true]);
    }
    // White text would fail on the secondary colour: the theme picks dark text there.
    expect(getContrastRatio('#fff', '#f50057')).toBeLessThan(4.5);
    expect(theme.palette.secondary.contrastText).toBe('rgba(0, 0, 0, 0.87)');
    expect(theme.palette.primary.contrastText).toBe('#fff');
  });

  it('has shades for small text on white and on the grey bands at 4.5:1 or more', () => {
    expect(theme.palette.secondary.dark).toBe('#c51162');
    expect(getContrastRatio(theme.palette.secondary.dark, '#fff')).toBeGreaterThanOrEqual(4.5);
    expect(theme.palette.primary.dark).toBe('#1565c0');
    expect(getContrastRatio(theme.palette.primary.dark, theme.palette.grey[50])).toBeGreaterThanOrEqual(4.5);
    // The main colour itself would not do on grey.50.
    expect(getContrastRatio('#1976d2', '#fafafa')).toBeLessThan(4.5);
  });
});
