import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { CV_MAX_BYTES } from '@shared/constants';
import { isSafeUrl } from '@shared/domain/urls';
import { yearsOfExperienceProblem } from '@shared/domain/work';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { registerFile } from '@client/lib/fileRegistry';
import { selectApplyProgress, selectApplyRequest } from './consultantAdminSelectors';
import { consultantsActions } from './consultantsSlice';
import { useForm } from '@client/components/forms/useForm';
import { required } from '@client/components/forms/validation';
import { FormButtons } from '@client/components/FormButtons';

const CV_TYPES = ['.pdf', '.doc', '.docx'];
const CV_ACCEPT = CV_TYPES.join(',');

/** The CV check the server makes too: PDF or Word, at most 10 MiB. */
export function cvProblem(file: File): string | null {
  const name = file.name.toLowerCase();
  if (!CV_TYPES.some((ext) => name.endsWith(ext)))
    return 'Choose a PDF or Word document (.pdf, .doc, .docx).';
  if (file.size > CV_MAX_BYTES) return 'The CV may be at most 10 MiB.';
  return null;
}

const RULES = {
  specialization: [required('Specialization')],
  linkedInUrl: [
    (value: string) => (!value.trim() || isSafeUrl(value.trim()) ? null : 'Enter an http(s) address.'),
  ],
  // The server's own words for the field (docs/requirements.md#validation).
  yearsOfExperience: [yearsOfExperienceProblem],
};

/** Apply to become a consultant: the profile fields, expertise as comma-separated text and a CV. */
export function ApplicationForm({ onCancel }: { onCancel: () => void }) {
  const dispatch = useAppDispatch();
  const request = useAppSelector(selectApplyRequest);
  const progress = useAppSelector(selectApplyProgress);
  const { bind, handleSubmit } = useForm(
    { specialization: '', yearsOfExperience: '', bio: '', linkedInUrl: '', expertise: '' },
    RULES,
    request.fieldErrors,
  );
  // The CV is a file, not text: the form keeps it, and what is wrong with it, beside the draft.
  const [cv, setCv] = useState<File | null>(null);
  const [cvError, setCvError] = useState<string | undefined>();
  const fileInput = useRef<HTMLInputElement>(null);
  const pending = request.status === 'pending';

  const chooseFile = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!file) return;
    const problem = cvProblem(file);
    setCvError(problem ?? undefined);
    setCv(problem ? null : file);
  };

  const send = handleSubmit((v) => {
    if (!cv) return;
    const years = v.yearsOfExperience.trim();
    const areas = v.expertise
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .join(', ');
    dispatch(
      consultantsActions.applyRequested({
        fileId: registerFile(cv),
        form: {
          specialization: v.specialization.trim(),
          ...(v.bio.trim() ? { bio: v.bio.trim() } : {}),
          ...(v.linkedInUrl.trim() ? { linkedInUrl: v.linkedInUrl.trim() } : {}),
          ...(years !== '' ? { yearsOfExperience: Number(years) || 0 } : {}),
          ...(areas ? { expertise: areas } : {}),
        },
      }),
    );
  });
  // A missing CV is said with the fields' own problems.
  const submit = (event: FormEvent) => {
    if (!cv) setCvError((e) => e ?? 'Choose your CV.');
    send(event);
  };

  const cvText = cvError ?? request.fieldErrors.cv;
  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Consultant application">
      <Stack spacing={2}>
        {request.status === 'failed' && request.error && <Alert severity="error">{request.error}</Alert>}
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 8 }}>
            <TextField
              label="Specialization"
              autoFocus
              {...bind('specialization')}
              required
              fullWidth
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            {/* Text, not a number input, which would hand over letters as an empty value. */}
            <TextField
              label="Years of experience"
              {...bind('yearsOfExperience')}
              fullWidth
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Grid>
          <Grid size={12}>
            <TextField
              label="Bio"
              {...bind('bio')}
              multiline
              minRows={3}
              fullWidth
              slotProps={{ htmlInput: { maxLength: 5000 } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label="LinkedIn URL"
              type="url"
              {...bind('linkedInUrl')}
              fullWidth
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label="Expertise"
              fullWidth
              {...bind('expertise', 'Separate areas with commas, e.g. Strategy, Data analysis')}
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
          </Grid>
        </Grid>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Button
            variant="outlined"
            startIcon={<UploadFileIcon />}
            onClick={() => fileInput.current?.click()}
            disabled={pending}
          >
            {cv ? 'Choose another CV' : 'Choose CV'}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept={CV_ACCEPT}
            hidden
            onChange={chooseFile}
            aria-label="CV file"
            data-testid="cv-input"
          />
          <Typography
            variant="body2"
            color={cvText ? 'error' : 'text.secondary'}
            role={cvText ? 'alert' : undefined}
          >
            {cvText ?? (cv ? cv.name : 'PDF or Word, at most 10 MiB')}
          </Typography>
        </Stack>
        {progress !== null && (
          <Box>
            <LinearProgress variant="determinate" value={progress} aria-label="Upload progress" />
            <Typography variant="caption" color="text.secondary">
              Uploading… {progress}%
            </Typography>
          </Box>
        )}
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
          <FormButtons onCancel={onCancel} pending={pending}>
            Send application
          </FormButtons>
        </Stack>
      </Stack>
    </Box>
  );
}
