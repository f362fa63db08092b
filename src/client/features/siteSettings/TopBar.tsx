import { lazy, Suspense } from 'react';
import { RouterLink } from '@client/components/RouterLink';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { useAuth } from '@client/features/authentication';
import { Logo, LogoView, type LogoViewProps } from './Logo';
import { NavDrawer } from './NavDrawer';
import { LOGIN_ITEM, NAV_ITEMS } from './navItems';

const SignedInTools = lazy(
  // eslint-disable-next-line import-x/no-restricted-paths -- the signed-in-tools chunk's entry, loaded deep so the chunk stays its own.
  () => import(/* webpackChunkName: "signed-in-tools" */ '@client/features/account/SignedInTools'),
);

/** Icon buttons are 40 px; the account menu's avatar button is 44 px, 8 px apart in the bar. */
const TOOLS_WIDTH = { bell: 40, all: 40 + 8 + 44 };

/** The signed-in tools, with their room kept while their chunk loads: nothing in the bar moves. */
function SignedInToolsSlot({ bellOnly = false }: { bellOnly?: boolean }) {
  const width = bellOnly ? TOOLS_WIDTH.bell : TOOLS_WIDTH.all;
  return (
    <Suspense fallback={<Box aria-hidden sx={{ width, height: 44, flexShrink: 0 }} />}>
      <SignedInTools bellOnly={bellOnly} />
    </Suspense>
  );
}

export function TopBar() {
  const { isAuthenticated } = useAuth();
  return <TopBarView isAuthenticated={isAuthenticated} />;
}

interface TopBarViewProps {
  isAuthenticated: boolean;
  /** Draft branding for the settings preview; without it the saved settings are shown. */
  brand?: LogoViewProps;
  position?: 'sticky' | 'static';
}

export function TopBarView({ isAuthenticated, brand, position = 'sticky' }: TopBarViewProps) {
  return (
    <AppBar position={position} color="primary" elevation={1}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2 }}>
          {brand ? <LogoView {...brand} /> : <Logo />}
          <Box sx={{ flexGrow: 1 }} />
          <Stack
            component="nav"
            aria-label="Main"
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center' }}
          >
            {NAV_ITEMS.map((item) =>
              item.highlight ? (
                <Button
                  key={item.to}
                  component={RouterLink}
                  to={item.to}
                  variant="contained"
                  color="secondary"
                >
                  {item.label}
                </Button>
              ) : (
                <Button key={item.to} component={RouterLink} to={item.to} color="inherit">
                  {item.label}
                </Button>
              ),
            )}
            {isAuthenticated ? (
              <SignedInToolsSlot />
            ) : (
              <Button component={RouterLink} to={LOGIN_ITEM.to} color="inherit" variant="outlined">
                {LOGIN_ITEM.label}
              </Button>
            )}
          </Stack>
          <Box sx={{ display: { xs: 'flex', md: 'none' }, alignItems: 'center' }}>
            {isAuthenticated && <SignedInToolsSlot bellOnly />}
            <NavDrawer />
          </Box>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
