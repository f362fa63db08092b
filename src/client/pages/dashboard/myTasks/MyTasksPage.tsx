import { ConsultantWorkPage } from '../ConsultantWorkPage';
import { TaskTable } from '../tasks/TaskTable';
import { useTaskOptions } from '../tasks/useTaskOptions';

/** A consultant's own open tasks; a completed one stays on the page (crossed out) until the next load, to undo. */
export default function MyTasksPage() {
  const { projectOptions } = useTaskOptions();
  return (
    <ConsultantWorkPage title="My Tasks" assigned="tasks">
      {(consultantId) => (
        <TaskTable
          label="My tasks"
          initialFilters={{ assignedTo: consultantId, isComplete: false }}
          projectOptions={projectOptions}
          assigneeOptions={[{ value: consultantId, label: 'Me' }]}
          emptyTitle="No open tasks. Well done!"
        />
      )}
    </ConsultantWorkPage>
  );
}
