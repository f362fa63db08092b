import { screen } from '@testing-library/react';
import { LogoView } from '@client/features/siteSettings/Logo';
import { renderWithProviders } from '@test/client/renderWithProviders';

// A colour stored before the rule was tightened must not reach the style either.

describe('LogoView colour', () => {
  const render = (logoBgColor: string) =>
    renderWithProviders(<LogoView siteName="Site" logoText="AB" faviconUrl="" logoBgColor={logoBgColor} />);

  it('paints a hex colour with alpha', () => {
    render('#1976d2cc');
    expect(screen.getByTestId('logo-box')).toHaveStyle({ backgroundColor: 'rgba(25, 118, 210, 0.8)' });
  });

  it('writes the letters in white or dark, whichever reads at 4.5:1 on the colour', () => {
    render('#0d47a1');
    expect(screen.getByTestId('logo-box').style.color).toBe('rgb(255, 255, 255)');
    render('#ffeb3b');
    expect(screen.getAllByTestId('logo-box')[1].style.color).toBe('rgba(0, 0, 0, 0.87)');
    // A colour name the theme cannot read keeps white letters.
    render('grey');
    expect(screen.getAllByTestId('logo-box')[2].style.color).toBe('rgb(255, 255, 255)');
  });

  it('paints a colour name as the colour, not as a theme path', () => {
    render('grey');
    expect(screen.getByTestId('logo-box').style.backgroundColor).toBe('grey');
  });

  it.each(['red; background:url(x)', 'url(x)', 'inherit', 'currentColor', 'notacolour'])(
    'ignores %j and uses the theme colour',
    (value) => {
      render(value);
      const box = screen.getByTestId('logo-box');
      expect(box.getAttribute('style') ?? '').not.toContain('url(');
      // No image reaches the box: the computed value is the initial one.
      expect(getComputedStyle(box).backgroundImage).toBe('none');
      expect(getComputedStyle(box).backgroundColor).not.toBe('inherit');
    },
  );
});
