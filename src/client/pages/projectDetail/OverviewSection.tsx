import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';
import { Paragraphs } from '@client/components/Paragraphs';
import { useAppSelector } from '@client/lib/hooks';
import { formatDate } from '@client/lib/format';
import { selectProjectTeam, type Project } from '@client/features/projects';

export function OverviewSection({ project }: { project: Project }) {
  const team = useAppSelector((state) => selectProjectTeam(state, project.id));
  return (
    <Stack spacing={3}>
      <section aria-labelledby="project-description">
        <Typography id="project-description" variant="h6" component="h3" gutterBottom>
          Description
        </Typography>
        {project.description.trim() ? (
          <Paragraphs text={project.description} />
        ) : (
          <Typography color="text.secondary">No description yet.</Typography>
        )}
      </section>
      <section aria-labelledby="project-team">
        <Typography id="project-team" variant="h6" component="h3" gutterBottom>
          Team
        </Typography>
        {team.length === 0 ? (
          <Typography color="text.secondary">No consultants are assigned yet.</Typography>
        ) : (
          <List dense disablePadding>
            {team.map((m) => (
              <ListItem key={m.key} disableGutters>
                <ListItemText
                  primary={
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <span>{m.fullName}</span>
                      {m.isLeader && <Chip size="small" color="primary" icon={<StarIcon />} label="Leader" />}
                    </Stack>
                  }
                  secondary={`On the team since ${formatDate(m.assignedAt)}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </section>
    </Stack>
  );
}
