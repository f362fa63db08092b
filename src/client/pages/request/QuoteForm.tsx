import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { SubmitButton } from '@client/components/SubmitButton';
import { useForm } from '@client/components/forms/useForm';
import { CurrencySelect } from '@client/features/currency/CurrencySelect';
import { selectSelectedCurrencyCode } from '@client/features/currency/currencySelectors';
import {
  selectSubmitFieldErrors,
  selectSubmitRequest,
} from '@client/features/projectRequests/projectRequestsSelectors';
import { projectRequestsActions } from '@client/features/projectRequests/projectRequestsSlice';
import { todayIso } from '@client/features/projectRequests/requestDates';
import { selectActiveServices } from '@client/features/services/servicesSelectors';
import { selectUser } from '@client/features/authentication/sessionSelectors';
import { QUOTE_RULES, serviceFromQuery, toProjectRequestInput, type QuoteField } from './quoteForm';
import { useFirstScreenLoad } from '@client/lib/useFirstScreenLoad';
import { FIRST_SCREEN } from '@client/pages/firstScreen';

/** The quote form; a signed-in user finds their name, e-mail and phone filled in. */
export function QuoteForm() {
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const user = useAppSelector(selectUser);
  const currency = useAppSelector(selectSelectedCurrencyCode);
  const services = useAppSelector(selectActiveServices);
  const submit = useAppSelector(selectSubmitRequest);
  const serverErrors = useAppSelector(selectSubmitFieldErrors);

  const { values, bind, handleSubmit } = useForm<QuoteField>(
    {
      requestTitle: '',
      description: '',
      serviceId: serviceFromQuery(params.get('service')),
      budget: '',
      currency,
      desiredStartDate: '',
      contactName: user ? `${user.name ?? ''} ${user.surname ?? ''}`.trim() : '',
      email: user?.email ?? '',
      phoneNumber: user?.phoneNumber ?? '',
      company: '',
    },
    QUOTE_RULES,
    serverErrors,
  );

  useFirstScreenLoad(FIRST_SCREEN.request);

  const onSubmit = handleSubmit((v) =>
    dispatch(projectRequestsActions.submitRequested(toProjectRequestInput(v))),
  );
  const serviceKnown = values.serviceId === '' || services.some((s) => String(s.id) === values.serviceId);

  return (
    <form onSubmit={onSubmit} method="post" noValidate aria-label="Quote request">
      <Stack spacing={2.5}>
        {submit.status === 'failed' && <Alert severity="error">{submit.error}</Alert>}
        <TextField label="Project title" required fullWidth autoFocus {...bind('requestTitle')} />
        <TextField label="Description" required fullWidth multiline minRows={4} {...bind('description')} />
        <TextField label="Service" select fullWidth {...bind('serviceId')}>
          <MenuItem value="">
            <em>Not sure yet</em>
          </MenuItem>
          {!serviceKnown && <MenuItem value={values.serviceId}>{`Service #${values.serviceId}`}</MenuItem>}
          {services.map((s) => (
            <MenuItem key={s.id} value={String(s.id)}>
              {s.title}
            </MenuItem>
          ))}
        </TextField>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 7 }}>
            <TextField
              label="Budget"
              type="number"
              fullWidth
              {...bind('budget')}
              slotProps={{ htmlInput: { min: 0, step: 'any', inputMode: 'decimal' } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 5 }}>
            <CurrencySelect label="Currency" required fullWidth {...bind('currency')} />
          </Grid>
        </Grid>
        <TextField
          label="Desired start date"
          type="date"
          fullWidth
          {...bind('desiredStartDate')}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: todayIso() } }}
        />
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField label="Contact name" required fullWidth autoComplete="name" {...bind('contactName')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label="Email"
              type="email"
              required
              fullWidth
              autoComplete="email"
              {...bind('email')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label="Phone number"
              type="tel"
              fullWidth
              autoComplete="tel"
              {...bind('phoneNumber')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField label="Company" fullWidth autoComplete="organization" {...bind('company')} />
          </Grid>
        </Grid>
        <SubmitButton
          pending={submit.status === 'pending'}
          size="large"
          color="secondary"
          sx={{ alignSelf: 'flex-start' }}
        >
          Send request
        </SubmitButton>
      </Stack>
    </form>
  );
}
