import { useNavigate } from 'react-router';
import { RouterLink } from '@client/components/RouterLink';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useMoneyFormatter } from '@client/features/currency';
import {
  ApplicationStatusChip,
  ProjectDates,
  type Project,
  ProjectStatusChip,
} from '@client/features/projects';

interface ProjectListViewProps {
  projects: Project[];
  /** Shows the Apply button (where the server allows it) and the caller's application status. */
  withApply?: boolean;
  onApply?: (project: Project) => void;
  /** A customer's list is all their own: the customer column would only repeat their name. */
  withCustomer?: boolean;
}

function ApplyCell({ project, onApply }: { project: Project; onApply?: (project: Project) => void }) {
  if (project.myApplicationStatus) return <ApplicationStatusChip status={project.myApplicationStatus} />;
  if (project.permissions.apply && onApply) {
    return (
      <Button
        size="small"
        variant="contained"
        onClick={(e) => {
          e.stopPropagation();
          onApply(project);
        }}
        aria-label={`Apply to ${project.name}`}
      >
        Apply
      </Button>
    );
  }
  return null;
}

const team = (p: Project) =>
  `${p.teamSize} ${p.teamSize === 1 ? 'member' : 'members'}${p.leaderName ? ` · lead ${p.leaderName}` : ''}`;

/** Projects as cards on a phone and as a table from the `md` breakpoint; each opens its page. */
export function ProjectListView({
  projects,
  withApply = false,
  onApply,
  withCustomer = true,
}: ProjectListViewProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const money = useMoneyFormatter();
  const navigate = useNavigate();

  if (phone) {
    return (
      <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Projects">
        {projects.map((p) => (
          <Box component="li" key={p.id}>
            <Card variant="outlined">
              <CardActionArea component={RouterLink} to={`/projects/${p.id}`}>
                <CardContent>
                  <Stack
                    direction="row"
                    spacing={1}
                    sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}
                  >
                    <Typography
                      variant="h6"
                      component="h2"
                      sx={{ overflowWrap: 'anywhere', fontSize: '1.1rem', lineHeight: 1.4 }}
                    >
                      {p.name}
                    </Typography>
                    <ProjectStatusChip status={p.status} />
                  </Stack>
                  {withCustomer && (
                    <Typography variant="body2" color="text.secondary">
                      {p.customerName ?? 'No customer'}
                    </Typography>
                  )}
                  <Typography variant="body2">
                    {p.budget == null ? 'No budget' : money(p.budget, p.currency)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    <ProjectDates start={p.startDate} end={p.endDate} />
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {team(p)} · {p.openTasks} open {p.openTasks === 1 ? 'task' : 'tasks'}
                  </Typography>
                </CardContent>
              </CardActionArea>
              {withApply && (p.myApplicationStatus || p.permissions.apply) && (
                <CardActions>
                  <ApplyCell project={p} onApply={onApply} />
                </CardActions>
              )}
            </Card>
          </Box>
        ))}
      </Stack>
    );
  }

  return (
    <TableContainer>
      <Table size="small" aria-label="Projects">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Status</TableCell>
            {withCustomer && <TableCell>Customer</TableCell>}
            <TableCell align="right">Budget</TableCell>
            <TableCell>Dates</TableCell>
            <TableCell>Team</TableCell>
            <TableCell align="right">Open tasks</TableCell>
            {withApply && <TableCell>Application</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {projects.map((p) => (
            <TableRow
              key={p.id}
              hover
              onClick={() => void navigate(`/projects/${p.id}`)}
              sx={{ cursor: 'pointer' }}
            >
              <TableCell>
                <Link
                  component={RouterLink}
                  to={`/projects/${p.id}`}
                  onClick={(e) => e.stopPropagation()}
                  underline="hover"
                  sx={{ fontWeight: 600 }}
                >
                  {p.name}
                </Link>
              </TableCell>
              <TableCell>
                <ProjectStatusChip status={p.status} />
              </TableCell>
              {withCustomer && <TableCell>{p.customerName ?? '—'}</TableCell>}
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {p.budget == null ? 'No budget' : money(p.budget, p.currency)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <ProjectDates start={p.startDate} end={p.endDate} />
              </TableCell>
              <TableCell>{team(p)}</TableCell>
              <TableCell align="right">{p.openTasks}</TableCell>
              {withApply && (
                <TableCell>
                  <ApplyCell project={p} onApply={onApply} />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
