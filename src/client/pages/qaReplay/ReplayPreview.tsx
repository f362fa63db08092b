import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { QA_FRAME_PATH, readFromFrame, type ShowStep } from '@client/lib/actionLog/qaFrameProtocol';

type Size = 'recorded' | 'desktop' | 'phone';
const SIZES: Record<Exclude<Size, 'recorded'>, { width: number; height: number }> = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
};

interface ReplayPreviewProps {
  state: unknown;
  /** The page the app showed at this step, as recorded. */
  recordedPage: string;
  /** The recording's window size, when the log has it. */
  viewport: { width: number; height: number } | null;
}

/**
 * The app's real views rendered from the state at this step, in a frame the size of the recorded
 * window (scaled to fit), so that phone and desktop layouts show as they did.
 */
export function ReplayPreview({ state, recordedPage, viewport }: ReplayPreviewProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  // Set once the frame listens; a reloaded frame says so again and is sent the step again.
  const ready = useRef(false);
  const [follow, setFollow] = useState(true);
  const [chosenPage, setChosenPage] = useState(recordedPage);
  // What is typed in the page field, until it is shown; the field shows the current page otherwise.
  const [draft, setDraft] = useState<string | null>(null);
  const [framePage, setFramePage] = useState<string | null>(null);
  const [ignored, setIgnored] = useState<string[]>([]);
  const [chosenSize, setSize] = useState<Size>('recorded');
  // A log without a recorded window shows the desktop size.
  const size: Size = chosenSize === 'recorded' && !viewport ? 'desktop' : chosenSize;
  const [available, setAvailable] = useState(0);

  const page = follow ? recordedPage : chosenPage;
  const { width, height } =
    size === 'recorded' && viewport ? viewport : SIZES[size === 'phone' ? 'phone' : 'desktop'];
  const scale = available > 0 ? Math.min(1, available / width) : 1;

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setAvailable(element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const send = useCallback(() => {
    const target = frame.current?.contentWindow;
    if (!target) return;
    const message: ShowStep = { kind: 'qa-replay:show', state, page };
    target.postMessage(message, window.location.origin);
  }, [state, page]);

  const sendLatest = useRef(send);
  useLayoutEffect(() => {
    sendLatest.current = send;
  }, [send]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      const message = readFromFrame(event.data);
      if (!message) return;
      if (message.kind === 'qa-replay:ready') {
        ready.current = true;
        sendLatest.current();
      } else if (message.kind === 'qa-replay:page') setFramePage(message.page);
      else setIgnored((list) => [...list, ...message.types].slice(-50));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    if (ready.current) send();
  }, [send]);

  const typedPage = draft ?? page;
  const showTyped = (event: FormEvent) => {
    event.preventDefault();
    const wanted = typedPage.trim();
    if (!wanted.startsWith('/')) return;
    setChosenPage(wanted);
    setFollow(false);
    setDraft(null);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box
        component="form"
        onSubmit={showTyped}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
      >
        <TextField
          size="small"
          label="Page"
          value={typedPage}
          onChange={(e) => setDraft(e.target.value)}
          error={!typedPage.trim().startsWith('/')}
          helperText={typedPage.trim().startsWith('/') ? undefined : 'A page starts with /'}
          sx={{ minWidth: 220, flex: 1 }}
        />
        <Button type="submit" variant="outlined">
          Show page
        </Button>
        <FormControlLabel
          control={
            <Checkbox
              checked={follow}
              onChange={(e) => {
                setFollow(e.target.checked);
                setDraft(null);
              }}
            />
          }
          label="Follow the recorded page"
        />
        <TextField
          select
          size="small"
          label="Window"
          value={size}
          onChange={(e) => setSize(e.target.value as Size)}
          sx={{ minWidth: 180 }}
        >
          {viewport && (
            <MenuItem value="recorded">
              Recorded ({viewport.width}×{viewport.height})
            </MenuItem>
          )}
          <MenuItem value="desktop">Desktop (1280×800)</MenuItem>
          <MenuItem value="phone">Phone (390×844)</MenuItem>
        </TextField>
      </Box>
      {framePage !== null && framePage !== page && (
        <Alert severity="info">
          The frame followed a link to {framePage}; the next step shows {page} again.
        </Alert>
      )}
      <Box ref={box} sx={{ width: '100%', height: height * scale, overflow: 'hidden' }}>
        <Box
          component="iframe"
          ref={frame}
          src={QA_FRAME_PATH}
          title="The app at this step"
          sx={{
            width,
            height,
            border: 1,
            borderColor: 'divider',
            transform: `scale(${scale})`,
            transformOrigin: 'top left',
            bgcolor: 'background.paper',
          }}
        />
      </Box>
      {ignored.length > 0 && (
        <Alert severity="info">
          Not applied (a replay runs no saga and calls no API): the views dispatched{' '}
          {[...new Set(ignored)].join(', ')}.
        </Alert>
      )}
    </Box>
  );
}
