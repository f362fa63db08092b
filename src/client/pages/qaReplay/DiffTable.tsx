import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { StateDifference } from '@client/lib/actionLog/diff';

const MAX_ROWS = 300;
const MAX_VALUE = 400;

function show(value: unknown): string {
  if (value === undefined) return '(none)';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

interface DiffTableProps {
  differences: StateDifference[];
  /** Column titles for the two sides: Before/After for a step, Recorded/Replayed for the final check. */
  labels: [string, string];
  caption: string;
}

/** One row per changed value: where it is, and its value on each side. */
export function DiffTable({ differences, labels, caption }: DiffTableProps) {
  const rows = differences.slice(0, MAX_ROWS);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={caption} sx={{ '& td': { fontFamily: 'monospace', fontSize: 12 } }}>
        <TableHead>
          <TableRow>
            <TableCell>Path</TableCell>
            <TableCell>{labels[0]}</TableCell>
            <TableCell>{labels[1]}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((d) => (
            <TableRow key={d.path}>
              <TableCell sx={{ wordBreak: 'break-all', minWidth: 160 }}>{d.path}</TableCell>
              <TableCell sx={{ wordBreak: 'break-all', color: 'error.dark' }}>{show(d.expected)}</TableCell>
              <TableCell sx={{ wordBreak: 'break-all', color: 'success.dark' }}>{show(d.actual)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {differences.length > rows.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          The first {rows.length} of {differences.length} differences.
        </Typography>
      )}
    </Box>
  );
}
