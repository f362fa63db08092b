import { RouterLink } from '@client/components/RouterLink';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme, type Theme } from '@mui/material/styles';
import { isColourShaped } from '@shared/domain/colourShape';
import { useAppSelector } from '@client/lib/hooks';
import { selectBranding, selectSiteName } from './siteSettingsSelectors';

export interface LogoViewProps {
  siteName: string;
  logoText: string;
  logoBgColor: string;
  faviconUrl: string;
}

/**
 * The letters' colour on a chosen background: the theme's pick of white or dark at 4.5:1
 * (decision 039), white for a colour the theme cannot read (a colour name).
 */
function lettersOn(theme: Theme, background: string): string {
  try {
    return theme.palette.getContrastText(background);
  } catch {
    return '#fff';
  }
}

/** The configured image when there is one, else the logo text on its colour (secondary by default). */
export function Logo() {
  const siteName = useAppSelector(selectSiteName);
  const branding = useAppSelector(selectBranding);
  return <LogoView siteName={siteName} {...branding} />;
}

/** The logo from given values: the shell passes the saved settings, the settings preview its draft. */
export function LogoView({ siteName, logoText, logoBgColor, faviconUrl }: LogoViewProps) {
  // Only a colour-shaped value reaches the style: a value saved before the rule was tightened, or a
  // draft being typed, shows the theme colour instead (a word that names no colour is ignored by
  // the browser). Set inline so that a colour name is never read as a theme path (`grey` is both).
  const colour = isColourShaped(logoBgColor.trim()) ? logoBgColor.trim() : undefined;
  const theme = useTheme();
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label={`${siteName} home`}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        color: 'inherit',
        textDecoration: 'none',
        minWidth: 0,
      }}
    >
      {faviconUrl ? (
        <Box
          component="img"
          src={faviconUrl}
          alt=""
          sx={{ width: 40, height: 40, borderRadius: 1, objectFit: 'contain' }}
        />
      ) : (
        <Box
          data-testid="logo-box"
          aria-hidden
          style={colour ? { backgroundColor: colour, color: lettersOn(theme, colour) } : undefined}
          sx={{
            width: 40,
            height: 40,
            flexShrink: 0,
            borderRadius: 1,
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontWeight: 700,
            letterSpacing: 0.5,
          }}
        >
          {logoText}
        </Box>
      )}
      <Typography
        variant="h6"
        component="span"
        noWrap
        sx={{ fontWeight: 700, fontSize: { xs: '1rem', sm: '1.25rem' } }}
      >
        {siteName}
      </Typography>
    </Box>
  );
}
