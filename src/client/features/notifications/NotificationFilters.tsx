import { memo } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useAppSelector } from '@client/lib/hooks';
import { typeLabel } from './notificationLabels';
import { selectNotificationTypes, type ReadFilter } from './notificationsSelectors';

interface NotificationFiltersProps {
  read: ReadFilter;
  type: string;
  onReadChange: (read: ReadFilter) => void;
  onTypeChange: (type: string) => void;
}

/**
 * Read state and type; the types offered are those of the loaded notifications. Memoized: arriving
 * notifications of known types leave it as it is (docs/performance.md#client).
 */
export const NotificationFilters = memo(function NotificationFilters({
  read,
  type,
  onReadChange,
  onTypeChange,
}: NotificationFiltersProps) {
  const types = useAppSelector(selectNotificationTypes);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={read}
        aria-label="Read state"
        onChange={(_e, value: ReadFilter | null) => value && onReadChange(value)}
      >
        <ToggleButton value="all">All</ToggleButton>
        <ToggleButton value="unread">Unread</ToggleButton>
        <ToggleButton value="read">Read</ToggleButton>
      </ToggleButtonGroup>
      <FormControl size="small" sx={{ minWidth: 220 }}>
        <InputLabel id="notification-type-label" shrink>
          Type
        </InputLabel>
        <Select
          labelId="notification-type-label"
          label="Type"
          notched
          displayEmpty
          value={type}
          onChange={(e) => onTypeChange(e.target.value)}
        >
          <MenuItem value="">All types</MenuItem>
          {/* A chosen type stays listed even when a reload no longer has it. */}
          {[...new Set(type ? [...types, type] : types)].map((t) => (
            <MenuItem key={t} value={t}>
              {typeLabel(t)}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
    </Stack>
  );
});
