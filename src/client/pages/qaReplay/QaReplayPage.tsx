import { useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { RouterLink } from '@client/components/RouterLink';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { Reducer } from '@reduxjs/toolkit';
import { EmptyState } from '@client/components/EmptyState';
import type { RootState } from '@client/lib/hooks';
import { ActionList } from './ActionList';
import { DiffTable } from './DiffTable';
import { changesAt, clampStep, loadReplay, type LoadedReplay } from './loadedReplay';
import { RecordingSummary } from './RecordingSummary';
import { ReplayControls } from './ReplayControls';
import { ReplayPreview } from './ReplayPreview';
import { StateTree } from './StateTree';

type Panel = 'page' | 'changes' | 'state' | 'action' | 'recording';
const PANELS: { value: Panel; label: string }[] = [
  { value: 'page', label: 'Page' },
  { value: 'changes', label: 'Changes' },
  { value: 'state', label: 'State' },
  { value: 'action', label: 'Action' },
  { value: 'recording', label: 'Recording' },
];

/** The file's text; FileReader, which every browser (and the test DOM) has. */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsText(file);
  });
}

/** Keys typed into a field or the slider are theirs, not the page's. */
function ownsArrowKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return Boolean(
    target.closest('input, textarea, select, [role="slider"], [role="tab"], [contenteditable="true"]'),
  );
}

/**
 * QA's replay view (docs/requirements.md#qa): a recorded action log, in our format or Redux DevTools',
 * replayed through the reducers alone, stepped through with the state, the changes and the app's own
 * views at every step. Nothing here reaches the server or the app's store.
 */
interface QaReplayPageProps {
  /** The app's own reducers, which the replay runs the log through (the composition passes them). */
  reducer: Reducer<RootState>;
}

export default function QaReplayPage({ reducer }: QaReplayPageProps) {
  const [replay, setReplay] = useState<LoadedReplay | null>(null);
  const [step, setStep] = useState(0);
  const [panel, setPanel] = useState<Panel>('page');
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const wide = useMediaQuery(useTheme().breakpoints.up('md'));

  const open = (file: File) => {
    setError(null);
    setReading(file.name);
    readText(file)
      .then((text) => {
        const loaded = loadReplay(file.name, text, reducer);
        setReplay(loaded);
        // The end is the moment the log was written: what the bug report is about.
        setStep(loaded.states.length - 1);
      })
      .catch((e: unknown) => setError(`${file.name} cannot be replayed: ${(e as Error).message}`))
      .finally(() => setReading(null));
  };

  const jump = (to: number) => {
    if (replay) setStep(clampStep(replay, to));
  };

  useEffect(() => {
    if (!replay) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (ownsArrowKeys(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowLeft') setStep((s) => clampStep(replay, s - 1));
      else if (event.key === 'ArrowRight') setStep((s) => clampStep(replay, s + 1));
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [replay]);

  const changes = useMemo(() => (replay ? changesAt(replay, step) : []), [replay, step]);
  const changedSlices = useMemo(() => new Set(changes.map((d) => d.path.split(/[.[]/, 1)[0])), [changes]);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    const file = event.dataTransfer.files[0];
    if (file) open(file);
  };

  return (
    <Box
      component="main"
      onDragOver={(e) => e.preventDefault()}
      onDrop={onDrop}
      sx={{ p: { xs: 2, md: 3 }, display: 'flex', flexDirection: 'column', gap: 2, minHeight: '100vh' }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Box sx={{ flex: '1 1 320px' }}>
          <Typography variant="h4" component="h1">
            Action log replay
          </Typography>
          <Typography color="text.secondary">
            Steps through a recorded log with the reducers alone: no saga runs and nothing is sent to the
            server.
          </Typography>
        </Box>
        <input
          ref={input}
          type="file"
          accept=".json,application/json"
          aria-label="Log file"
          hidden
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) open(file);
            e.target.value = '';
          }}
        />
        <Button variant="contained" onClick={() => input.current?.click()} disabled={reading !== null}>
          {replay ? 'Open another log' : 'Open a log file'}
        </Button>
        <Link component={RouterLink} to="/">
          Back to the site
        </Link>
      </Box>

      {reading && <LinearProgress aria-label={`Replaying ${reading}`} />}
      {error && (
        <Alert severity="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}

      {!replay ? (
        <EmptyState title="No log open">
          <Typography>
            Open or drop a file exported with “Export action log” or “Export for Redux DevTools” in the
            account menu (Ctrl+Alt+L, with Shift for DevTools).
          </Typography>
        </EmptyState>
      ) : (
        <>
          <ReplayControls step={step} actions={replay.log.actions} onJump={jump} />
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: 'minmax(240px, 320px) minmax(0, 1fr)' },
              gap: 2,
              alignItems: 'start',
            }}
          >
            <ActionList actions={replay.log.actions} step={step} onJump={jump} height={wide ? 520 : 320} />
            <Box sx={{ minWidth: 0 }}>
              <Tabs
                value={panel}
                onChange={(_, value: Panel) => setPanel(value)}
                variant="scrollable"
                allowScrollButtonsMobile
                aria-label="What to show at this step"
              >
                {PANELS.map((p) => (
                  <Tab
                    key={p.value}
                    value={p.value}
                    label={p.value === 'changes' ? `${p.label} (${changes.length})` : p.label}
                    id={`qa-tab-${p.value}`}
                    aria-controls={`qa-panel-${p.value}`}
                  />
                ))}
              </Tabs>
              {PANELS.map((p) => (
                <Box
                  key={p.value}
                  role="tabpanel"
                  id={`qa-panel-${p.value}`}
                  aria-labelledby={`qa-tab-${p.value}`}
                  hidden={panel !== p.value}
                  sx={{ pt: 2 }}
                >
                  {p.value === 'page' && (
                    <ReplayPreview
                      key={replay.fileName + replay.log.actions.length}
                      state={replay.states[step]}
                      recordedPage={replay.pages[step]}
                      viewport={replay.log.recorded?.viewport ?? null}
                    />
                  )}
                  {p.value === 'changes' && panel === 'changes' && (
                    <>
                      {step === 0 ? (
                        <Typography color="text.secondary">The state before the first action.</Typography>
                      ) : changes.length === 0 ? (
                        <Typography color="text.secondary">
                          This action changed nothing in the state.
                        </Typography>
                      ) : (
                        <DiffTable
                          differences={changes}
                          labels={['Before', 'After']}
                          caption="Changes at this step"
                        />
                      )}
                    </>
                  )}
                  {p.value === 'state' && panel === 'state' && (
                    <StateTree state={replay.states[step]} changedSlices={changedSlices} />
                  )}
                  {p.value === 'action' && panel === 'action' && (
                    <Box
                      component="pre"
                      sx={{ m: 0, fontSize: 13, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
                    >
                      {step === 0 ? 'No action yet.' : JSON.stringify(replay.log.actions[step - 1], null, 2)}
                    </Box>
                  )}
                  {p.value === 'recording' && panel === 'recording' && <RecordingSummary replay={replay} />}
                </Box>
              ))}
            </Box>
          </Box>
        </>
      )}
    </Box>
  );
}
