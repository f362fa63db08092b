import Switch from '@mui/material/Switch';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { type Service, ServiceIcon, selectServiceById, servicesActions } from '@client/features/services';
import { WIDE_ONLY } from '@client/components/tableColumns';
import { IconAction } from '@client/components/IconAction';

interface ServiceRowProps {
  id: number;
  busy: boolean;
  onEdit: (service: Service) => void;
  onDelete: (service: Service) => void;
}

export function ServiceRow({ id, busy, onEdit, onDelete }: ServiceRowProps) {
  const dispatch = useAppDispatch();
  const service = useAppSelector((state) => selectServiceById(state, id));
  if (!service) return null;
  const { title, slug, icon, isActive, displayOrder, features, benefits } = service;
  return (
    <TableRow hover>
      <TableCell sx={WIDE_ONLY}>{displayOrder}</TableCell>
      <TableCell>
        <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 500 }}>
          <ServiceIcon name={icon} fontSize="small" color="action" aria-hidden />
          {title}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
          /services/{slug}
        </Typography>
      </TableCell>
      <TableCell sx={WIDE_ONLY}>
        {features.length} / {benefits.length}
      </TableCell>
      <TableCell>
        <Switch
          checked={isActive}
          disabled={busy}
          slotProps={{ input: { 'aria-label': `${title} active` } }}
          onChange={(e) =>
            dispatch(servicesActions.updateRequested({ id, changes: { isActive: e.target.checked } }))
          }
        />
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <IconAction title="Edit" label={`Edit ${title}`} onClick={() => onEdit(service)}>
          <EditOutlined />
        </IconAction>
        <IconAction title="Delete" label={`Delete ${title}`} onClick={() => onDelete(service)}>
          <DeleteOutlined />
        </IconAction>
      </TableCell>
    </TableRow>
  );
}
