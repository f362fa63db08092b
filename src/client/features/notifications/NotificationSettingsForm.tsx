import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { NOTIFICATION_FAMILIES, type NotificationFamily } from '@shared/domain/notifications';
import type { EmailDigest, FamilySetting, NotificationSettings } from '@shared/contracts/notifications';
import { FAMILY_LABELS } from './notificationLabels';
import { selectSettingsSave } from './notificationsSelectors';
import { notificationsActions } from './notificationsSlice';

const CHANNELS: Array<{ key: keyof FamilySetting; label: string }> = [
  { key: 'inApp', label: 'In-app' },
  { key: 'email', label: 'E-mail' },
];

/** The 10 families × in-app / e-mail switches and the digest; the draft stays here until Save. */
export function NotificationSettingsForm({ settings }: { settings: NotificationSettings }) {
  const dispatch = useAppDispatch();
  const save = useAppSelector(selectSettingsSave);
  const [draft, setDraft] = useState(settings);
  const pending = save.status === 'pending';

  const toggle = (family: NotificationFamily, channel: keyof FamilySetting, on: boolean) =>
    setDraft((d) => ({
      ...d,
      families: { ...d.families, [family]: { ...d.families[family], [channel]: on } },
    }));

  return (
    <Box
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        dispatch(notificationsActions.settingsSaveRequested(draft));
      }}
    >
      <Table size="small" aria-label="Notification channels by event">
        <TableHead>
          <TableRow>
            <TableCell>Event</TableCell>
            {CHANNELS.map((c) => (
              <TableCell key={c.key} align="center" sx={{ width: 88 }}>
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {NOTIFICATION_FAMILIES.map((family) => (
            <TableRow key={family}>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  {FAMILY_LABELS[family].label}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {FAMILY_LABELS[family].description}
                </Typography>
              </TableCell>
              {CHANNELS.map((c) => (
                <TableCell key={c.key} align="center">
                  <Switch
                    checked={draft.families[family]?.[c.key] ?? false}
                    onChange={(e) => toggle(family, c.key, e.target.checked)}
                    slotProps={{ input: { 'aria-label': `${FAMILY_LABELS[family].label}: ${c.label}` } }}
                  />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mt: 3 }}>
        <FormControl size="small" sx={{ minWidth: 200 }}>
          <InputLabel id="email-digest-label">E-mail digest</InputLabel>
          <Select
            labelId="email-digest-label"
            label="E-mail digest"
            value={draft.emailDigest}
            onChange={(e) => setDraft((d) => ({ ...d, emailDigest: e.target.value as EmailDigest }))}
          >
            <MenuItem value="off">Off</MenuItem>
            <MenuItem value="daily">Daily summary</MenuItem>
          </Select>
        </FormControl>
        <Box sx={{ flexGrow: 1 }} />
        <Button type="submit" variant="contained" disabled={pending}>
          {pending ? 'Saving…' : 'Save'}
        </Button>
      </Box>
      {save.status === 'failed' && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {save.error}
        </Alert>
      )}
    </Box>
  );
}
