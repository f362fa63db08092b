import { useAppSelector } from '@client/lib/hooks';
import { selectHomepage, selectHomepageLoad, homepageActions } from '@client/features/content';
import { SingleRecordAdminPage } from '../SingleRecordAdminPage';
import { HomepageForm } from './HomepageForm';

export default function HomepageAdminPage() {
  const homepage = useAppSelector(selectHomepage);
  return (
    <SingleRecordAdminPage
      title="Homepage"
      subtitle="The hero and the key figures of the home page."
      load={useAppSelector(selectHomepageLoad)}
      actions={homepageActions}
    >
      {/* Null (nothing written yet) starts an empty form; remounted once the first save creates it. */}
      <HomepageForm key={homepage?.id ?? 'new'} homepage={homepage} />
    </SingleRecordAdminPage>
  );
}
