import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import {
  TaskPriorityChip,
  type Task,
  type TaskPriority,
  selectProjectTasks,
  selectTaskCreateRequest,
  selectTaskRemoveRequest,
  tasksActions,
} from '@client/features/tasks';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import DeleteIcon from '@mui/icons-material/Delete';
import { TASK_PRIORITIES } from '@shared/domain/work';
import { MSG } from '@shared/messages';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { useRequest } from '@client/lib/useRequest';
import { useForm } from '@client/components/forms/useForm';
import { filled } from '@client/components/forms/validation';
import { ConfirmDialog } from '@client/components/ConfirmDialog';
import { EmptyState } from '@client/components/EmptyState';
import { formatDate } from '@client/lib/format';
import { selectProjectTeam, type Project } from '@client/features/projects';
import { CardForm } from '@client/components/CardForm';
import { DateField } from '@client/components/forms/DateField';
import { menuItems } from '@client/components/forms/menuItems';

function TaskForm({ projectId, onDone }: { projectId: number; onDone: () => void }) {
  const team = useAppSelector((state) => selectProjectTeam(state, projectId));
  const request = useRequest(
    useAppSelector((state) => selectTaskCreateRequest(state, projectId)),
    { onSuccess: onDone },
  );
  const { bind, handleSubmit } = useForm(
    { taskName: '', description: '', assignedTo: '', dueDate: '', priority: 'Medium' },
    { taskName: [filled(MSG.taskNameRequired)] },
    request.fieldErrors,
  );

  const submit = handleSubmit((v) =>
    request.send(
      tasksActions.createRequested({
        projectId,
        input: {
          taskName: v.taskName.trim(),
          description: v.description.trim(),
          assignedTo: v.assignedTo || null,
          dueDate: v.dueDate || null,
          priority: v.priority as TaskPriority,
        },
      }),
    ),
  );

  return (
    <CardForm
      label="New task"
      onSubmit={submit}
      error={request.error}
      pending={request.pending}
      onCancel={onDone}
      submitLabel="Add task"
    >
      <Grid container spacing={2}>
        <Grid size={12}>
          <TextField
            label="Task name"
            required
            fullWidth
            {...bind('taskName')}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        </Grid>
        <Grid size={12}>
          <TextField
            label="Description"
            {...bind('description')}
            multiline
            minRows={2}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 5000 } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField
            select
            label="Assignee"
            fullWidth
            {...bind('assignedTo')}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">Nobody yet</MenuItem>
            {team.map((m) => (
              <MenuItem key={m.consultantId} value={String(m.consultantId)}>
                {m.fullName}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <DateField label="Due date" {...bind('dueDate')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField select label="Priority" fullWidth {...bind('priority')}>
            {menuItems(TASK_PRIORITIES)}
          </TextField>
        </Grid>
      </Grid>
    </CardForm>
  );
}

function DeleteTaskDialog({ task, onClose }: { task: Task; onClose: () => void }) {
  const request = useRequest(
    useAppSelector((state) => selectTaskRemoveRequest(state, task.id)),
    { onSuccess: onClose },
  );
  return (
    <ConfirmDialog
      open
      title="Delete this task?"
      pending={request.pending}
      onCancel={onClose}
      onConfirm={() => request.send(tasksActions.removeRequested({ id: task.id }))}
      error={request.error}
    >
      “{task.taskName}” will be deleted.
    </ConfirmDialog>
  );
}

/** Open tasks first; contributors add and tick them off, the leader and administrators delete. */
export function TasksSection({ project }: { project: Project }) {
  const dispatch = useAppDispatch();
  const tasks = useAppSelector((state) => selectProjectTasks(state, project.id));
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Task | null>(null);
  const { contribute, deleteTasks } = project.permissions;

  return (
    <Stack spacing={2}>
      {contribute && !adding && (
        <Button variant="contained" onClick={() => setAdding(true)} sx={{ alignSelf: 'flex-start' }}>
          Add a task
        </Button>
      )}
      {adding && <TaskForm projectId={project.id} onDone={() => setAdding(false)} />}
      {tasks.length === 0 ? (
        <EmptyState title="No tasks yet" />
      ) : (
        <List aria-label="Tasks" disablePadding>
          {tasks.map((t) => {
            const labelId = `task-${t.id}-name`;
            return (
              <ListItem
                key={t.id}
                divider
                disableGutters
                secondaryAction={
                  deleteTasks ? (
                    <IconButton
                      edge="end"
                      aria-label={`Delete task ${t.taskName}`}
                      onClick={() => setDeleting(t)}
                    >
                      <DeleteIcon />
                    </IconButton>
                  ) : undefined
                }
              >
                <ListItemIcon sx={{ minWidth: 44 }}>
                  <Checkbox
                    edge="start"
                    checked={t.isComplete}
                    disabled={!contribute}
                    onChange={(e) =>
                      dispatch(tasksActions.completeRequested({ id: t.id, isComplete: e.target.checked }))
                    }
                    slotProps={{ input: { 'aria-labelledby': labelId } }}
                  />
                </ListItemIcon>
                <ListItemText
                  id={labelId}
                  primary={t.taskName}
                  slotProps={{
                    primary: {
                      sx: t.isComplete
                        ? { textDecoration: 'line-through', color: 'text.secondary' }
                        : undefined,
                    },
                    secondary: { component: 'div' },
                  }}
                  secondary={
                    <Stack
                      direction="row"
                      spacing={1}
                      useFlexGap
                      sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 0.5 }}
                    >
                      <TaskPriorityChip priority={t.priority} variant="outlined" />
                      <span>{t.assigneeName ?? 'Unassigned'}</span>
                      <span>Due {formatDate(t.dueDate)}</span>
                    </Stack>
                  }
                />
              </ListItem>
            );
          })}
        </List>
      )}
      {deleting && <DeleteTaskDialog task={deleting} onClose={() => setDeleting(null)} />}
    </Stack>
  );
}
