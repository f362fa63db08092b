import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import type { NotificationSeverity } from './notificationSeverity';

const ICONS = {
  success: CheckCircleOutlined,
  error: ErrorOutlined,
  warning: WarningAmberOutlined,
  info: InfoOutlined,
} as const;

/** Colour and shape both carry the severity, so it reads without colour vision too. */
export function SeverityIcon({
  severity,
  fontSize = 'small',
}: {
  severity: NotificationSeverity;
  fontSize?: 'small' | 'medium';
}) {
  const Icon = ICONS[severity];
  return <Icon color={severity} fontSize={fontSize} titleAccess={severity} />;
}
