import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import FirstPage from '@mui/icons-material/FirstPage';
import LastPage from '@mui/icons-material/LastPage';
import NavigateBefore from '@mui/icons-material/NavigateBefore';
import NavigateNext from '@mui/icons-material/NavigateNext';
import type { UnknownAction } from '@reduxjs/toolkit';

interface ReplayControlsProps {
  step: number;
  actions: UnknownAction[];
  onJump: (step: number) => void;
}

export function stepLabel(step: number, actions: UnknownAction[]): string {
  if (step === 0) return `Before the first of ${actions.length} actions`;
  return `After action ${step} of ${actions.length}: ${actions[step - 1].type}`;
}

/** Back, forward, to either end, or anywhere with the slider; the arrow keys step as well. */
export function ReplayControls({ step, actions, onJump }: ReplayControlsProps) {
  const last = actions.length;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1 }}>
      <Box sx={{ display: 'flex' }}>
        <IconButton aria-label="First step" onClick={() => onJump(0)} disabled={step === 0}>
          <FirstPage />
        </IconButton>
        <IconButton aria-label="Previous action" onClick={() => onJump(step - 1)} disabled={step === 0}>
          <NavigateBefore />
        </IconButton>
        <IconButton aria-label="Next action" onClick={() => onJump(step + 1)} disabled={step === last}>
          <NavigateNext />
        </IconButton>
        <IconButton aria-label="Last step" onClick={() => onJump(last)} disabled={step === last}>
          <LastPage />
        </IconButton>
      </Box>
      <Slider
        aria-label="Step"
        value={step}
        min={0}
        max={Math.max(last, 1)}
        disabled={last === 0}
        step={1}
        valueLabelDisplay="auto"
        onChange={(_, value) => onJump(value as number)}
        sx={{ flex: '1 1 240px', minWidth: 160 }}
      />
      <Typography
        role="status"
        sx={{ flex: '1 1 100%', fontFamily: 'monospace', overflow: 'hidden', textOverflow: 'ellipsis' }}
      >
        {stepLabel(step, actions)}
      </Typography>
    </Box>
  );
}
