import { useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { UnknownAction } from '@reduxjs/toolkit';

const ROW_HEIGHT = 32;
const OVERSCAN = 8;

interface ActionListProps {
  actions: UnknownAction[];
  /** The current step: the state after `step` actions, so action `step - 1` is the current one. */
  step: number;
  onJump: (step: number) => void;
  height: number;
}

/**
 * Every action of the log, filtered by type, drawn only where it is visible: a log holds up to 5,000
 * actions. Choosing one shows the state after it.
 */
export function ActionList({ actions, step, onJump, height }: ActionListProps) {
  const [filter, setFilter] = useState('');
  const [scrollTop, setScrollTop] = useState(0);
  const viewport = useRef<HTMLDivElement>(null);

  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    const indices: number[] = [];
    actions.forEach((action, i) => {
      if (!needle || action.type.toLowerCase().includes(needle)) indices.push(i);
    });
    return indices;
  }, [actions, filter]);

  // Keeps the current action in sight when the step changes from the controls or the keyboard.
  const currentRow = shown.indexOf(step - 1);
  useEffect(() => {
    const box = viewport.current;
    if (!box || currentRow < 0) return;
    const top = currentRow * ROW_HEIGHT;
    if (top < box.scrollTop) box.scrollTop = top;
    else if (top + ROW_HEIGHT > box.scrollTop + box.clientHeight)
      box.scrollTop = top + ROW_HEIGHT - box.clientHeight;
  }, [currentRow]);

  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(shown.length, Math.ceil((scrollTop + height) / ROW_HEIGHT) + OVERSCAN);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
      <TextField
        size="small"
        label="Filter actions by type"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
      />
      <Typography variant="caption" color="text.secondary" aria-live="polite">
        {filter.trim() ? `${shown.length} of ${actions.length} actions` : `${actions.length} actions`}
      </Typography>
      <Box
        ref={viewport}
        onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
        sx={{ height, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Box
          component="ol"
          aria-label="Actions"
          sx={{ position: 'relative', height: shown.length * ROW_HEIGHT, m: 0, p: 0, listStyle: 'none' }}
        >
          {shown.slice(first, last).map((index, offset) => {
            const current = index === step - 1;
            return (
              <Box
                component="li"
                key={index}
                sx={{ position: 'absolute', top: (first + offset) * ROW_HEIGHT, left: 0, right: 0 }}
              >
                <Box
                  component="button"
                  type="button"
                  aria-current={current ? 'step' : undefined}
                  onClick={() => onJump(index + 1)}
                  sx={{
                    all: 'unset',
                    boxSizing: 'border-box',
                    display: 'flex',
                    gap: 1,
                    width: '100%',
                    height: ROW_HEIGHT,
                    alignItems: 'center',
                    px: 1,
                    cursor: 'pointer',
                    fontFamily: 'monospace',
                    fontSize: 13,
                    bgcolor: current ? 'primary.main' : 'transparent',
                    color: current ? 'primary.contrastText' : 'text.primary',
                    '&:hover': { bgcolor: current ? 'primary.dark' : 'action.hover' },
                    '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
                  }}
                >
                  <Box component="span" sx={{ minWidth: 40, textAlign: 'right', opacity: 0.7 }}>
                    {index + 1}
                  </Box>
                  <Box
                    component="span"
                    sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                  >
                    {actions[index].type}
                  </Box>
                </Box>
              </Box>
            );
          })}
        </Box>
      </Box>
    </Box>
  );
}
