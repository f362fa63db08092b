import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { EXPERTISE_LEVELS, yearsOfExperienceProblem } from '@shared/domain/work';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { ConfirmDialog } from '@client/components/ConfirmDialog';
import { useForm } from '@client/components/forms/useForm';
import {
  type Consultant,
  type Expertise,
  type ExpertiseLevel,
  consultantsActions,
  selectExpertiseRequest,
} from '@client/features/consultants';
import { menuItems } from '@client/components/forms/menuItems';

/** Whole years as typed (empty is 0); yearsOfExperienceProblem says first whether the text is one. */
const yearsOf = (text: string) => (text.trim() === '' ? 0 : Number(text.trim()));

/** A years field: text with a numeric keypad, since a number input hides letters as an empty value. */
const YEARS_INPUT = { htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } } as const;

function YearsProblem({ id, problem }: { id: string; problem: string | null }) {
  if (!problem) return null;
  return (
    <Typography id={id} role="alert" variant="caption" color="error" sx={{ flexBasis: '100%' }}>
      {problem}
    </Typography>
  );
}

function ExpertiseRow({
  consultantId,
  item,
  busy,
}: {
  consultantId: number;
  item: Expertise;
  busy: boolean;
}) {
  const dispatch = useAppDispatch();
  const [years, setYears] = useState(String(item.yearsOfExperience));
  const [removing, setRemoving] = useState(false);
  const problem = yearsOfExperienceProblem(years);
  const problemId = `expertise-${item.id}-years-problem`;
  const update = (changes: { level?: ExpertiseLevel; yearsOfExperience?: number }) =>
    dispatch(consultantsActions.expertiseUpdateRequested({ consultantId, expertiseId: item.id, changes }));
  return (
    <ListItem disableGutters sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      <Typography sx={{ flex: '1 1 140px', fontWeight: 500 }}>{item.name}</Typography>
      <TextField
        select
        size="small"
        label="Level"
        value={item.level}
        disabled={busy}
        onChange={(e) => update({ level: e.target.value as ExpertiseLevel })}
        sx={{ width: 140 }}
      >
        {menuItems(EXPERTISE_LEVELS)}
      </TextField>
      <TextField
        size="small"
        label="Years"
        value={years}
        disabled={busy}
        error={problem !== null}
        onChange={(e) => setYears(e.target.value)}
        onBlur={() => {
          if (problem === null && yearsOf(years) !== item.yearsOfExperience) {
            update({ yearsOfExperience: yearsOf(years) });
          }
        }}
        slotProps={{
          htmlInput: { ...YEARS_INPUT.htmlInput, 'aria-describedby': problem ? problemId : undefined },
        }}
        sx={{ width: 90 }}
      />
      <Tooltip title="Remove">
        <span>
          <IconButton aria-label={`Remove ${item.name}`} disabled={busy} onClick={() => setRemoving(true)}>
            <DeleteIcon />
          </IconButton>
        </span>
      </Tooltip>
      <ConfirmDialog
        open={removing}
        title="Remove expertise?"
        confirmLabel="Remove"
        onCancel={() => setRemoving(false)}
        onConfirm={() => {
          setRemoving(false);
          dispatch(consultantsActions.expertiseRemoveRequested({ consultantId, expertiseId: item.id }));
        }}
      >
        {`"${item.name}" will be removed from the profile.`}
      </ConfirmDialog>
      <YearsProblem id={problemId} problem={problem} />
    </ListItem>
  );
}

/** A consultant's expertise: add one, change its level or years, remove it. */
export function ExpertiseEditor({ consultant }: { consultant: Consultant }) {
  const dispatch = useAppDispatch();
  const request = useAppSelector((s) => selectExpertiseRequest(s, consultant.id));
  const { values, setValue, bind, handleSubmit } = useForm(
    { name: '', level: 'Intermediate', years: '1' },
    {},
  );
  const busy = request.status === 'pending';
  // Said as the years are typed; Add stays off until they are a whole number.
  const problem = yearsOfExperienceProblem(values.years);

  const add = handleSubmit(({ name, level, years }) => {
    if (!name.trim() || problem) return;
    dispatch(
      consultantsActions.expertiseAddRequested({
        consultantId: consultant.id,
        input: { name: name.trim(), level: level as ExpertiseLevel, yearsOfExperience: yearsOf(years) },
      }),
    );
    setValue('name', '');
  });

  return (
    <Box>
      {request.status === 'failed' && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {request.error}
        </Alert>
      )}
      {consultant.expertise.length === 0 ? (
        <Typography color="text.secondary" sx={{ my: 1 }}>
          No expertise yet.
        </Typography>
      ) : (
        <List dense aria-label="Expertise">
          {consultant.expertise.map((item) => (
            <ExpertiseRow
              key={`${item.id}:${item.yearsOfExperience}`}
              consultantId={consultant.id}
              item={item}
              busy={busy}
            />
          ))}
        </List>
      )}
      <Box component="form" onSubmit={add} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
        <TextField size="small" label="New expertise" {...bind('name')} sx={{ flex: '1 1 160px' }} />
        <TextField select size="small" label="Level" {...bind('level')} sx={{ width: 140 }}>
          {menuItems(EXPERTISE_LEVELS)}
        </TextField>
        <TextField
          size="small"
          label="Years"
          {...bind('years')}
          error={problem !== null}
          slotProps={{
            htmlInput: {
              ...YEARS_INPUT.htmlInput,
              'aria-describedby': problem ? 'new-expertise-years-problem' : undefined,
            },
          }}
          sx={{ width: 90 }}
        />
        <Button
          type="submit"
          startIcon={<AddIcon />}
          disabled={busy || !values.name.trim() || problem !== null}
        >
          Add
        </Button>
        <YearsProblem id="new-expertise-years-problem" problem={problem} />
      </Box>
    </Box>
  );
}
