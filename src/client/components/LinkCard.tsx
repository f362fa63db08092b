import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import { RouterLink } from '@client/components/RouterLink';

const CATALOGUE_CARD = { height: '100%', transition: 'box-shadow .2s', '&:hover': { boxShadow: 4 } };
const CATALOGUE_AREA = { height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' };
const FILL = { height: '100%' };

interface LinkCardProps {
  /** Where the card leads. */
  to: string;
  /** As tall as its grid cell. */
  fill?: boolean;
  /** The public catalogues' card: as tall as its cell, raised on hover, its content in a column. */
  catalogue?: boolean;
  children: ReactNode;
}

/** An outlined card that is one link as a whole. */
export function LinkCard({ to, fill = false, catalogue = false, children }: LinkCardProps) {
  const size = fill ? FILL : undefined;
  return (
    <Card variant="outlined" sx={catalogue ? CATALOGUE_CARD : size}>
      <CardActionArea component={RouterLink} to={to} sx={catalogue ? CATALOGUE_AREA : size}>
        {children}
      </CardActionArea>
    </Card>
  );
}
