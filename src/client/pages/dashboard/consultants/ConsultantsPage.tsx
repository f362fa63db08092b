import { useEffect } from 'react';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { selectRoleId } from '@client/features/authentication';
import { consultantsActions } from '@client/features/consultants';
import { usePageTitle } from '@client/features/siteSettings';
import { ConsultantsAdmin } from './ConsultantsAdmin';
import { MyConsultantProfile } from './MyConsultantProfile';

/** Administrators manage consultants and their applications; a consultant edits their own profile. */
export default function ConsultantsPage() {
  const isAdmin = useAppSelector(selectRoleId) === 1;
  usePageTitle(isAdmin ? 'Consultants' : 'My consultant profile');
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(isAdmin ? consultantsActions.allRequested() : consultantsActions.myProfileRequested());
  }, [dispatch, isAdmin]);
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {isAdmin ? 'Consultants' : 'My consultant profile'}
      </Typography>
      {isAdmin ? <ConsultantsAdmin /> : <MyConsultantProfile />}
    </>
  );
}
