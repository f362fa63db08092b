import { RouterLink } from '@client/components/RouterLink';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '@client/lib/hooks';
import { ConsultantAvatar } from './ConsultantAvatar';
import { AvailabilityChip, yearsText } from './consultantLabels';
import { selectConsultantById } from './consultantsSelectors';
import { Tag } from '@client/components/Tag';

const MAX_CHIPS = 4;

/** A consultant of a grid; it reads its own row so the grid re-renders only when the ids change. */
/** `heading`: h3 under a section's h2 (the home page), h2 where the cards follow the page's h1. */
export function ConsultantCard({ id, heading = 'h3' }: { id: number; heading?: 'h2' | 'h3' }) {
  const consultant = useAppSelector((state) => selectConsultantById(state, id));
  if (!consultant) return null;
  const { fullName, image, specialization, yearsOfExperience, isAvailable, expertise, slug } = consultant;
  const names = expertise.map((e) => e.name).filter(Boolean);
  const more = names.length - MAX_CHIPS;
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', transition: 'box-shadow .2s', '&:hover': { boxShadow: 4 } }}
    >
      <CardActionArea
        component={RouterLink}
        to={`/consultants/${slug || id}`}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
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
            <Box
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                justifyContent: { xs: 'flex-start', sm: 'center' },
                alignItems: 'center',
                gap: 1,
                my: 1.5,
              }}
            >
              <Typography variant="body2" color="text.secondary">
                {yearsText(yearsOfExperience)}
              </Typography>
              <AvailabilityChip isAvailable={isAvailable} />
            </Box>
            <Box
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                justifyContent: { xs: 'flex-start', sm: 'center' },
                gap: 0.75,
              }}
            >
              {names.slice(0, MAX_CHIPS).map((name) => (
                <Tag key={name} variant="outlined">
                  {name}
                </Tag>
              ))}
              {more > 0 && <Tag>{`+${more}`}</Tag>}
            </Box>
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
