import Box from '@mui/material/Box';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '@client/lib/hooks';
import { ConsultantAvatar } from './ConsultantAvatar';
import { AvailabilityChip, yearsText } from './consultantLabels';
import { selectConsultantById } from './consultantsSelectors';
import { Tag } from '@client/components/Tag';
import { LinkCard } from '@client/components/LinkCard';

const MAX_CHIPS = 4;

/** A wrapping row, centred from small screens up. */
const CENTRED_ROW = {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: { xs: 'flex-start', sm: 'center' },
} as const;

/** A consultant of a grid; it reads its own row so the grid re-renders only when the ids change. */
/** `heading`: h3 under a section's h2 (the home page), h2 where the cards follow the page's h1. */
export function ConsultantCard({ id, heading = 'h3' }: { id: number; heading?: 'h2' | 'h3' }) {
  const consultant = useAppSelector((state) => selectConsultantById(state, id));
  if (!consultant) return null;
  const { fullName, image, specialization, yearsOfExperience, isAvailable, expertise, slug } = consultant;
  const names = expertise.map((e) => e.name).filter(Boolean);
  const more = names.length - MAX_CHIPS;
  return (
    <LinkCard to={`/consultants/${slug || id}`} catalogue>
      {/* Phones get a compact row (photo beside the text); wider screens a centred column. */}
      <CardContent
        sx={{
          flexGrow: 1,
          display: 'flex',
          flexDirection: { xs: 'row', sm: 'column' },
          alignItems: { xs: 'flex-start', sm: 'center' },
          gap: 2,
          textAlign: { xs: 'left', sm: 'center' },
        }}
      >
        <ConsultantAvatar
          image={image}
          name={fullName}
          size={96}
          sx={{ width: { xs: 64, sm: 96 }, height: { xs: 64, sm: 96 }, flexShrink: 0 }}
        />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component={heading}>
            {fullName}
          </Typography>
          <Typography color="primary" sx={{ fontWeight: 500 }}>
            {specialization}
          </Typography>
          <Box sx={{ ...CENTRED_ROW, alignItems: 'center', gap: 1, my: 1.5 }}>
            <Typography variant="body2" color="text.secondary">
              {yearsText(yearsOfExperience)}
            </Typography>
            <AvailabilityChip isAvailable={isAvailable} />
          </Box>
          <Box sx={{ ...CENTRED_ROW, gap: 0.75 }}>
            {names.slice(0, MAX_CHIPS).map((name) => (
              <Tag key={name} variant="outlined">
                {name}
              </Tag>
            ))}
            {more > 0 && <Tag>{`+${more}`}</Tag>}
          </Box>
        </Box>
      </CardContent>
    </LinkCard>
  );
}
