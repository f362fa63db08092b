import { useState } from 'react';
import Box from '@mui/material/Box';

const FIRST_ITEMS = 100;

const isContainer = (value: unknown): value is Record<string, unknown> | unknown[] =>
  value !== null && typeof value === 'object';

function summary(value: Record<string, unknown> | unknown[]): string {
  if (Array.isArray(value)) return `[${value.length}]`;
  const keys = Object.keys(value).length;
  return `{${keys} ${keys === 1 ? 'key' : 'keys'}}`;
}

interface NodeProps {
  name: string;
  value: unknown;
  depth: number;
  /** Marks a top-level part that the current step changed. */
  changed?: boolean;
}

function JsonNode({ name, value, depth, changed }: NodeProps) {
  const [open, setOpen] = useState(false);
  const [all, setAll] = useState(false);
  const label = (
    <>
      <Box component="span" sx={{ color: 'primary.dark' }}>
        {name}
      </Box>
      {changed && (
        <Box
          component="span"
          sx={{ ml: 1, px: 0.5, borderRadius: 0.5, bgcolor: 'warning.light', fontSize: 11 }}
        >
          changed
        </Box>
      )}
    </>
  );
  if (!isContainer(value)) {
    return (
      <Box sx={{ pl: 2.5, py: 0.25, wordBreak: 'break-all' }}>
        {label}: <Box component="span">{value === undefined ? 'undefined' : JSON.stringify(value)}</Box>
      </Box>
    );
  }
  const entries = Array.isArray(value)
    ? value.map((item, i) => [String(i), item] as const)
    : Object.entries(value);
  const visible = all ? entries : entries.slice(0, FIRST_ITEMS);
  return (
    <Box>
      <Box
        component="button"
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        sx={{
          all: 'unset',
          cursor: 'pointer',
          py: 0.25,
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
        }}
      >
        <Box component="span" aria-hidden sx={{ display: 'inline-block', width: 20 }}>
          {open ? '▾' : '▸'}
        </Box>
        {label}{' '}
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {summary(value)}
        </Box>
      </Box>
      {open && (
        <Box sx={{ pl: 2, borderLeft: 1, borderColor: 'divider', ml: 1 }}>
          {visible.map(([key, inner]) => (
            <JsonNode key={key} name={key} value={inner} depth={depth + 1} />
          ))}
          {visible.length < entries.length && (
            <Box
              component="button"
              type="button"
              onClick={() => setAll(true)}
              sx={{ all: 'unset', cursor: 'pointer', color: 'primary.main', pl: 2.5, py: 0.25 }}
            >
              Show all {entries.length}
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}

/** The state at a step as a tree that opens part by part; the slices this step changed are marked. */
export function StateTree({ state, changedSlices }: { state: unknown; changedSlices: ReadonlySet<string> }) {
  if (!isContainer(state)) return <Box sx={{ fontFamily: 'monospace' }}>{JSON.stringify(state)}</Box>;
  return (
    <Box role="tree" aria-label="State" sx={{ fontFamily: 'monospace', fontSize: 13 }}>
      {Object.entries(state).map(([key, value]) => (
        <JsonNode key={key} name={key} value={value} depth={0} changed={changedSlices.has(key)} />
      ))}
    </Box>
  );
}
