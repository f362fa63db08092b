import { memo, useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MSG } from '@shared/messages';
import { useAppSelector } from '@client/lib/hooks';
import { useRequest } from '@client/lib/useRequest';
import { useForm } from '@client/components/forms/useForm';
import { filled } from '@client/components/forms/validation';
import { ConfirmDialog } from '@client/components/ConfirmDialog';
import { EmptyState } from '@client/components/EmptyState';
import { Paragraphs } from '@client/components/Paragraphs';
import { selectUser } from '@client/features/authentication';
import { formatDateTime } from '@client/lib/format';
import {
  selectProjectUpdates,
  type Project,
  type ProjectUpdateEntry,
  selectProjectUpdatesRequest,
  projectsActions,
} from '@client/features/projects';
import { CardForm } from '@client/components/CardForm';

interface UpdateFormProps {
  projectId: number;
  editing?: ProjectUpdateEntry;
  onDone: () => void;
}

const UPDATE_RULES = {
  title: [filled(MSG.updateTitleRequired)],
  content: [filled(MSG.updateContentRequired)],
};

function UpdateForm({ projectId, editing, onDone }: UpdateFormProps) {
  const request = useRequest(
    useAppSelector((state) => selectProjectUpdatesRequest(state, projectId)),
    { onSuccess: onDone },
  );
  const { bind, handleSubmit } = useForm(
    { title: editing?.title ?? '', content: editing?.content ?? '' },
    UPDATE_RULES,
    request.fieldErrors,
  );

  const submit = handleSubmit((v) => {
    const input = { title: v.title.trim(), content: v.content.trim() };
    request.send(
      editing
        ? projectsActions.updateEditRequested({ projectId, updateId: editing.id, input })
        : projectsActions.updateAddRequested({ projectId, input }),
    );
  });

  return (
    <CardForm
      label={editing ? 'Edit update' : 'New update'}
      onSubmit={submit}
      error={request.error}
      pending={request.pending}
      onCancel={onDone}
      submitLabel={editing ? 'Save' : 'Post update'}
    >
      <Stack spacing={2}>
        <TextField
          label="Title"
          {...bind('title')}
          required
          fullWidth
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField
          label="Content"
          {...bind('content')}
          required
          multiline
          minRows={3}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 10000 } }}
        />
      </Stack>
    </CardForm>
  );
}

/** Updates shown at first, and added by each "Show older updates": a live page stays light. */
export const UPDATES_STEP = 20;

interface UpdateCardProps {
  update: ProjectUpdateEntry;
  mayChange: boolean;
  onEdit: (id: number) => void;
  onDelete: (update: ProjectUpdateEntry) => void;
}

/** One update; memoised, so that a live update that arrives renders its own card only. */
const UpdateCard = memo(function UpdateCard({ update: u, mayChange, onEdit, onDelete }: UpdateCardProps) {
  return (
    <Card variant="outlined" component="article">
      <CardContent>
        <Typography variant="h6" component="h3">
          {u.title}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
          {formatDateTime(u.createdAt)}
        </Typography>
        <Paragraphs text={u.content} variant="body2" sx={{ mb: 1 }} />
      </CardContent>
      {mayChange && (
        <CardActions>
          <Button size="small" onClick={() => onEdit(u.id)} aria-label={`Edit update ${u.title}`}>
            Edit
          </Button>
          <Button
            size="small"
            color="error"
            onClick={() => onDelete(u)}
            aria-label={`Delete update ${u.title}`}
          >
            Delete
          </Button>
        </CardActions>
      )}
    </Card>
  );
});

/** The project's updates, newest first; contributors post, edit and delete their own. */
export function UpdatesSection({ project }: { project: Project }) {
  const user = useAppSelector(selectUser);
  const updates = useAppSelector((state) => selectProjectUpdates(state, project.id));
  const remove = useRequest(useAppSelector((state) => selectProjectUpdatesRequest(state, project.id)));
  const [form, setForm] = useState<'new' | number | null>(null);
  const [deleting, setDeleting] = useState<ProjectUpdateEntry | null>(null);
  const canWrite = project.permissions.contribute;
  const mayChange = (u: ProjectUpdateEntry) =>
    canWrite && (u.createdBy === user?.id || project.permissions.manage);

  const close = () => setForm(null);
  const [limit, setLimit] = useState(UPDATES_STEP);
  const shown = updates.length > limit ? updates.slice(0, limit) : updates;
  // Stable, so that the memoised cards do not render again for a new callback.
  const [askDelete] = useState(() => (u: ProjectUpdateEntry) => {
    remove.forget();
    setDeleting(u);
  });

  // Once the delete went through, the dialog is done with (the next Delete click starts afresh).
  const deleteOpen = deleting !== null && !remove.succeeded;

  return (
    <Stack spacing={2}>
      {canWrite && form !== 'new' && (
        <Button variant="contained" onClick={() => setForm('new')} sx={{ alignSelf: 'flex-start' }}>
          Post an update
        </Button>
      )}
      {form === 'new' && <UpdateForm key="new" projectId={project.id} onDone={close} />}
      {updates.length === 0 && form !== 'new' && <EmptyState title="No updates yet" />}
      {shown.map((u) =>
        form === u.id ? (
          <UpdateForm key={u.id} projectId={project.id} editing={u} onDone={close} />
        ) : (
          <UpdateCard key={u.id} update={u} mayChange={mayChange(u)} onEdit={setForm} onDelete={askDelete} />
        ),
      )}
      {updates.length > shown.length && (
        <Button onClick={() => setLimit(limit + UPDATES_STEP)} sx={{ alignSelf: 'flex-start' }}>
          Show older updates ({updates.length - shown.length})
        </Button>
      )}
      <ConfirmDialog
        open={deleteOpen}
        title="Delete this update?"
        pending={remove.pending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.send(projectsActions.updateRemoveRequested({ projectId: project.id, updateId: deleting.id }))
        }
        error={remove.error}
      >
        {deleting ? `“${deleting.title}” will be removed for everyone.` : ''}
      </ConfirmDialog>
    </Stack>
  );
}
