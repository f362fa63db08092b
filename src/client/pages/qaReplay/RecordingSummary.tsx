import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDateTime, formatTime } from '@client/lib/format';
import { DiffTable } from './DiffTable';
import type { LoadedReplay } from './loadedReplay';

/** What the file says about its recording, whether the replay reaches its final state, and its calls. */
export function RecordingSummary({ replay }: { replay: LoadedReplay }) {
  const { log, finalCheck } = replay;
  const recorded = log.recorded;
  const facts: [string, string][] = [
    ['File', replay.fileName],
    ['Format', log.source === 'devtools' ? 'Redux DevTools export' : 'Action log'],
    ['Actions', String(log.actions.length)],
  ];
  if (recorded) {
    facts.push(['App version', recorded.appVersion]);
    if (recorded.recordedAt) facts.push(['Written', formatDateTime(recorded.recordedAt)]);
    if (recorded.viewport) facts.push(['Window', `${recorded.viewport.width}×${recorded.viewport.height}`]);
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        {facts.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {term}
            </Box>
            <Box component="dd" sx={{ m: 0, wordBreak: 'break-all' }}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
      {finalCheck === null ? (
        <Alert severity="info">The file has no final state to compare the replay with.</Alert>
      ) : finalCheck.length === 0 ? (
        <Alert severity="success">The replay reaches the state the app had when the log was written.</Alert>
      ) : (
        <>
          <Alert severity="error">
            The replay ends {finalCheck.length === 1 ? 'one value' : `${finalCheck.length} values`} away from
            the state the app had when the log was written.
          </Alert>
          <DiffTable
            differences={finalCheck}
            labels={['Recorded', 'Replayed']}
            caption="Differences from the recorded final state"
          />
        </>
      )}
      <Typography variant="h6" component="h3">
        Last API calls
      </Typography>
      {!recorded || recorded.network.length === 0 ? (
        <Typography color="text.secondary">The file lists no API calls.</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Last API calls">
            <TableHead>
              <TableRow>
                <TableCell>Time</TableCell>
                <TableCell>Method</TableCell>
                <TableCell>Path</TableCell>
                <TableCell align="right">Status</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {recorded.network.map((call, i) => (
                <TableRow key={`${call.at}-${i}`}>
                  <TableCell>{formatTime(call.at)}</TableCell>
                  <TableCell>{call.method}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-all', fontFamily: 'monospace' }}>{call.path}</TableCell>
                  <TableCell align="right">{call.status === 0 ? 'no answer' : call.status}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
