import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Paper from '@mui/material/Paper';
import MenuIcon from '@mui/icons-material/Menu';
import { Spinner } from '@client/components/Spinner';
import { useAppSelector } from '@client/lib/hooks';
import { selectRoleId } from '@client/features/authentication';
import { DashboardNav } from './DashboardNav';

const NAV_WIDTH = 240;

/** Side navigation by role beside the nested page; on phones the navigation opens as a drawer. */
export default function DashboardLayout() {
  const roleId = useAppSelector(selectRoleId);
  const [open, setOpen] = useState(false);
  return (
    <Box sx={{ display: 'flex', flexGrow: 1, gap: 3, p: { xs: 2, md: 3 } }}>
      <Paper
        variant="outlined"
        sx={{
          display: { xs: 'none', md: 'block' },
          width: NAV_WIDTH,
          flexShrink: 0,
          alignSelf: 'flex-start',
        }}
      >
        <DashboardNav roleId={roleId} />
      </Paper>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Button
          sx={{ display: { xs: 'inline-flex', md: 'none' }, mb: 2 }}
          startIcon={<MenuIcon />}
          variant="outlined"
          onClick={() => setOpen(true)}
        >
          Dashboard menu
        </Button>
        <Drawer anchor="left" open={open} onClose={() => setOpen(false)}>
          <Box sx={{ width: NAV_WIDTH }}>
            <DashboardNav roleId={roleId} onNavigate={() => setOpen(false)} />
          </Box>
        </Drawer>
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
