import { ConsultantWorkPage } from '../ConsultantWorkPage';
import { AssignedProjectCards } from './AssignedProjectCards';

export default function AssignedProjectsPage() {
  return (
    <ConsultantWorkPage title="Assigned Projects" assigned="projects">
      {(consultantId) => <AssignedProjectCards consultantId={consultantId} />}
    </ConsultantWorkPage>
  );
}
