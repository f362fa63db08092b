import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { SubmitButton } from '@client/components/SubmitButton';
import { withinLength } from '@client/components/forms/limits';
import { useForm } from '@client/components/forms/useForm';
import { required } from '@client/components/forms/validation';
import { type AboutUs, selectAboutUsSave, aboutUsActions } from '@client/features/content';
import { FIELD } from '@shared/domain/fields';

type Field = 'title' | 'content' | 'mission' | 'vision' | 'values';

const field = FIELD.aboutUs;

const RULES = {
  title: [required('Title'), withinLength('Title', field.title)],
  content: [withinLength('Content', field.content)],
  mission: [withinLength('Mission', field.mission)],
  vision: [withinLength('Vision', field.vision)],
  values: [withinLength('Values', field.values)],
};

/** The about-us texts; the first save creates the content, later ones update it. */
export function AboutUsForm({ aboutUs }: { aboutUs: AboutUs | null }) {
  const dispatch = useAppDispatch();
  const save = useAppSelector(selectAboutUsSave);
  const pending = save.status === 'pending';
  const { bind, handleSubmit } = useForm<Field>(
    {
      title: aboutUs?.title ?? 'About Us',
      content: aboutUs?.content ?? '',
      mission: aboutUs?.mission ?? '',
      vision: aboutUs?.vision ?? '',
      values: aboutUs?.values ?? '',
    },
    RULES,
    save.fieldErrors,
  );
  const onSubmit = handleSubmit((v) =>
    dispatch(
      aboutUsActions.saveRequested({
        title: v.title.trim(),
        content: v.content.trim(),
        mission: v.mission.trim(),
        vision: v.vision.trim(),
        values: v.values.trim(),
      }),
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="About us text">
      <Stack spacing={2}>
        {save.status === 'failed' && <Alert severity="error">{save.error}</Alert>}
        {save.status === 'succeeded' && <Alert severity="success">{save.message}</Alert>}
        <TextField label="Title" required fullWidth {...bind('title')} />
        <TextField label="Content" fullWidth multiline minRows={6} {...bind('content')} />
        <TextField label="Mission" fullWidth multiline minRows={3} {...bind('mission')} />
        <TextField label="Vision" fullWidth multiline minRows={3} {...bind('vision')} />
        <TextField label="Values" fullWidth multiline minRows={3} {...bind('values')} />
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <SubmitButton pending={pending}>Save</SubmitButton>
        </Stack>
      </Stack>
    </form>
  );
}
