import { MSG } from '@shared/messages';
import { useEffect } from 'react';
import { RouterLink } from '@client/components/RouterLink';
import Checkbox from '@mui/material/Checkbox';
import {
  TaskPriorityChip,
  tasksActions,
  type Task,
  type TaskFilters,
  selectTaskCompleteRequest,
  selectTaskFilters,
  selectTaskPage,
  selectTaskPaging,
  selectTasksRequest,
} from '@client/features/tasks';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { TASK_PRIORITIES } from '@shared/domain/work';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { WIDE_ONLY } from '@client/components/tableColumns';
import { formatDate } from '@client/lib/format';
import { DataTable } from '@client/components/DataTable';
import { PagedListState } from '@client/components/PagedListState';
import { FilterSelect, SearchBar, type FilterOption } from '@client/components/SearchBar';

const STATUS_OPTIONS = [
  { value: false, label: 'Open' },
  { value: true, label: 'Done' },
];
const PRIORITY_OPTIONS = TASK_PRIORITIES.map((p) => ({ value: p, label: p }));

interface TaskTableProps {
  /** The filters the page starts from (the others are cleared). */
  initialFilters?: Partial<TaskFilters>;
  projectOptions?: readonly FilterOption<number>[];
  assigneeOptions?: readonly FilterOption<number>[];
  /** Hide the project filter (the page chooses the project itself). */
  hideProjectFilter?: boolean;
  emptyTitle?: string;
  label: string;
}

function CompleteToggle({ task }: { task: Task }) {
  const dispatch = useAppDispatch();
  const request = useAppSelector((s) => selectTaskCompleteRequest(s, task.id));
  return (
    <Checkbox
      checked={task.isComplete}
      disabled={request.status === 'pending'}
      onChange={(e) =>
        dispatch(tasksActions.completeRequested({ id: task.id, isComplete: e.target.checked }))
      }
      slotProps={{
        input: {
          'aria-label': task.isComplete ? `Reopen ${task.taskName}` : `Complete ${task.taskName}`,
        },
      }}
    />
  );
}

/** The server-paged task list with its filters and the complete toggle (shown at once, rolled back on failure). */
export function TaskTable({
  initialFilters,
  projectOptions = [],
  assigneeOptions = [],
  hideProjectFilter = false,
  emptyTitle = 'No tasks match these filters.',
  label,
}: TaskTableProps) {
  const dispatch = useAppDispatch();
  const filters = useAppSelector(selectTaskFilters);
  const rows = useAppSelector(selectTaskPage);
  const paging = useAppSelector(selectTaskPaging);
  const request = useAppSelector(selectTasksRequest);
  const initialKey = JSON.stringify(initialFilters ?? {});

  useEffect(() => {
    const start: Partial<TaskFilters> = JSON.parse(initialKey);
    dispatch(
      tasksActions.filtersChanged({
        projectId: null,
        assignedTo: null,
        isComplete: null,
        priority: null,
        search: '',
        ...start,
      }),
    );
  }, [dispatch, initialKey]);

  const change = (patch: Partial<TaskFilters>) => dispatch(tasksActions.filtersChanged(patch));

  return (
    <>
      <SearchBar label="Search tasks" value={filters.search} onSearch={(search) => change({ search })}>
        {!hideProjectFilter && (
          <FilterSelect
            label="Project"
            value={filters.projectId}
            options={projectOptions}
            onChange={(projectId) => change({ projectId })}
          />
        )}
        <FilterSelect
          label="Assignee"
          value={filters.assignedTo}
          options={assigneeOptions}
          onChange={(assignedTo) => change({ assignedTo })}
        />
        <FilterSelect
          label="Status"
          value={filters.isComplete}
          options={STATUS_OPTIONS}
          onChange={(isComplete) => change({ isComplete })}
        />
        <FilterSelect
          label="Priority"
          value={filters.priority}
          options={PRIORITY_OPTIONS}
          onChange={(priority) => change({ priority })}
        />
      </SearchBar>
      <PagedListState
        count={rows.length}
        load={request}
        fallbackError={MSG.tasksFetchFailed}
        onRetry={() => dispatch(tasksActions.listRequested())}
        emptyTitle={emptyTitle}
        paging={paging}
        onPage={(page) => dispatch(tasksActions.pageChanged(page))}
        pagesLabel="Task pages"
      >
        <DataTable
          label={label}
          size="small"
          head={
            <>
              <TableCell padding="checkbox">Done</TableCell>
              <TableCell>Task</TableCell>
              <TableCell>Project</TableCell>
              <TableCell sx={WIDE_ONLY}>Assignee</TableCell>
              <TableCell sx={WIDE_ONLY}>Priority</TableCell>
              <TableCell sx={WIDE_ONLY}>Due</TableCell>
            </>
          }
        >
          {rows.map((task) => (
            <TableRow key={task.id} hover>
              <TableCell padding="checkbox">
                <CompleteToggle task={task} />
              </TableCell>
              <TableCell>
                <Typography
                  variant="body2"
                  sx={task.isComplete ? { textDecoration: 'line-through', color: 'text.secondary' } : {}}
                >
                  {task.taskName}
                </Typography>
              </TableCell>
              <TableCell>
                <Link component={RouterLink} to={`/projects/${task.projectId}`}>
                  {task.projectName}
                </Link>
              </TableCell>
              <TableCell sx={WIDE_ONLY}>{task.assigneeName ?? 'Unassigned'}</TableCell>
              <TableCell sx={WIDE_ONLY}>
                <TaskPriorityChip priority={task.priority} />
              </TableCell>
              <TableCell sx={WIDE_ONLY}>{formatDate(task.dueDate)}</TableCell>
            </TableRow>
          ))}
        </DataTable>
      </PagedListState>
    </>
  );
}
