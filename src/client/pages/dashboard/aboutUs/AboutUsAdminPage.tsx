import Divider from '@mui/material/Divider';
import { useAppSelector } from '@client/lib/hooks';
import { selectAboutUs, selectAboutUsLoad, aboutUsActions } from '@client/features/content';
import { SingleRecordAdminPage } from '../SingleRecordAdminPage';
import { AboutUsForm } from './AboutUsForm';
import { AboutUsImages } from './AboutUsImages';

export default function AboutUsAdminPage() {
  const aboutUs = useAppSelector(selectAboutUs);
  return (
    <SingleRecordAdminPage
      title="About Us"
      subtitle="The text and pictures of the public About page."
      load={useAppSelector(selectAboutUsLoad)}
      actions={aboutUsActions}
    >
      {/* Null (nothing written yet) starts an empty form; remounted once the first save creates it. */}
      <AboutUsForm key={aboutUs?.id ?? 'new'} aboutUs={aboutUs} />
      <Divider sx={{ my: 3 }} />
      <AboutUsImages aboutUs={aboutUs} />
    </SingleRecordAdminPage>
  );
}
