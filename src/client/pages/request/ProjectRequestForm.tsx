import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { SubmitButton } from '@client/components/SubmitButton';
import { useForm } from '@client/components/forms/useForm';
import { selectSelectedCurrencyCode } from '@client/features/currency';
import {
  selectSubmitFieldErrors,
  selectSubmitRequest,
  projectRequestsActions,
  RequestFields,
  QUOTE_RULES,
  serviceFromQuery,
  toProjectRequestInput,
  type RequestField,
} from '@client/features/projectRequests';
import { selectActiveServices } from '@client/features/services';
import { selectUser } from '@client/features/authentication';
import { useFirstScreenLoad } from '@client/lib/useFirstScreenLoad';
import { FIRST_SCREEN } from '@client/pages/firstScreen';

/** The quote form; a signed-in user finds their name, e-mail and phone filled in. */
export function ProjectRequestForm() {
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const user = useAppSelector(selectUser);
  const currency = useAppSelector(selectSelectedCurrencyCode);
  const services = useAppSelector(selectActiveServices);
  const submit = useAppSelector(selectSubmitRequest);
  const serverErrors = useAppSelector(selectSubmitFieldErrors);

  const { values, bind, handleSubmit } = useForm<RequestField>(
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

  return (
    <form onSubmit={onSubmit} method="post" noValidate aria-label="Quote request">
      <Stack spacing={2.5}>
        {submit.status === 'failed' && <Alert severity="error">{submit.error}</Alert>}
        <RequestFields bind={bind} serviceId={values.serviceId} services={services} />
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
