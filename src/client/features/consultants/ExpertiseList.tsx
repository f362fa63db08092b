import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Expertise } from './consultantModel';
import { LEVEL_COLOR } from './consultantLabels';

/** A consultant's expertise with level and years, one row each. */
export function ExpertiseList({ items }: { items: Expertise[] }) {
  if (items.length === 0) {
    return <Typography color="text.secondary">No expertise has been listed yet.</Typography>;
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((e) => (
        <Box
          component="li"
          key={e.id}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1,
            py: 1.25,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Typography sx={{ fontWeight: 600, flexGrow: 1 }}>{e.name}</Typography>
          <Chip size="small" label={e.level} color={LEVEL_COLOR[e.level]} />
          <Typography variant="body2" color="text.secondary">
            {e.yearsOfExperience} {e.yearsOfExperience === 1 ? 'year' : 'years'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
