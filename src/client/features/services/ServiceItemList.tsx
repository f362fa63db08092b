import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import type { ServiceItem } from './serviceModel';

interface ServiceItemListProps {
  title: string;
  items: ServiceItem[];
}

/** A service's features or benefits; a section with none is left out. */
export function ServiceItemList({ title, items }: ServiceItemListProps) {
  if (items.length === 0) return null;
  return (
    <section aria-label={title}>
      <Typography variant="h5" component="h2" sx={{ mt: 4, mb: 1 }}>
        {title}
      </Typography>
      <List disablePadding>
        {items.map((item) => (
          <ListItem key={item.id} disableGutters sx={{ alignItems: 'flex-start' }}>
            <ListItemIcon sx={{ minWidth: 36, mt: 0.5, color: 'success.main' }}>
              <CheckCircleOutline aria-hidden />
            </ListItemIcon>
            <ListItemText
              primary={item.name}
              secondary={item.description || undefined}
              slotProps={{ primary: { sx: { fontWeight: 600 } } }}
            />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
