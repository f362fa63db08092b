import { useEffect } from 'react';
import { useParams } from 'react-router';
import { RouterLink } from '@client/components/RouterLink';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { Skeleton } from '@client/components/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { EmptyState } from '@client/components/EmptyState';
import { LoadError } from '@client/components/LoadError';
import {
  ConsultantAvatar,
  selectConsultantById,
  selectPublicProjects,
  selectPublicProjectsRequest,
  consultantsActions,
  PublicProjectList,
} from '@client/features/consultants';
import { usePageTitle } from '@client/features/siteSettings';

export default function ConsultantProjectsPage() {
  const { id: param = '' } = useParams();
  const id = /^\d+$/.test(param) ? Number(param) : null;
  const dispatch = useAppDispatch();
  const consultant = useAppSelector((state) => (id == null ? undefined : selectConsultantById(state, id)));
  const projects = useAppSelector((state) => (id == null ? undefined : selectPublicProjects(state, id)));
  const load = useAppSelector((state) => (id == null ? null : selectPublicProjectsRequest(state, id)));
  usePageTitle(consultant ? `Projects of ${consultant.fullName}` : 'Projects');

  useEffect(() => {
    if (id == null) return;
    dispatch(consultantsActions.detailRequested({ id }));
    dispatch(consultantsActions.publicProjectsRequested({ consultantId: id }));
  }, [dispatch, id]);

  const back = consultant ? `/consultants/${consultant.slug || consultant.id}` : '/consultants';

  let body;
  if (id == null) body = <EmptyState title="This consultant could not be found." />;
  else if (load?.status === 'failed' && load.error) {
    body = (
      <LoadError
        message={load.error}
        onRetry={() => dispatch(consultantsActions.publicProjectsRequested({ consultantId: id }))}
      />
    );
  } else if (!projects) {
    body = (
      <Box aria-busy="true" aria-label="Loading" sx={{ display: 'grid', gap: 1.5 }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={72} />
        ))}
      </Box>
    );
  } else if (projects.length === 0) {
    body = <EmptyState title="No projects to show yet." />;
  } else body = <PublicProjectList items={projects} />;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={RouterLink} to={back} startIcon={<ArrowBack />} sx={{ mb: 2 }}>
        {consultant ? consultant.fullName : 'All consultants'}
      </Button>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3 }}>
        {consultant && <ConsultantAvatar image={consultant.image} name={consultant.fullName} size={56} />}
        <Box>
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', md: '2.1rem' } }}
          >
            Projects
          </Typography>
          {consultant && <Typography color="text.secondary">{consultant.fullName}</Typography>}
        </Box>
      </Box>
      {body}
    </Container>
  );
}
