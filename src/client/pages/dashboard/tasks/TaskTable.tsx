import { MSG } from '@shared/messages';
import { useEffect, type ReactNode } from 'react';
import { RouterLink } from '@client/components/RouterLink';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import {
  TaskPriorityChip,
  tasksActions,
  type Task,
  type TaskFilters,
  type TaskPriority,
  selectTaskCompleteRequest,
  selectTaskFilters,
  selectTaskPage,
  selectTaskPaging,
  selectTasksRequest,
} from '@client/features/tasks';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TASK_PRIORITIES } from '@shared/domain/work';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { WIDE_ONLY } from '@client/components/tableColumns';
import { PageNav } from '@client/components/PageNav';
import { formatDate } from '@client/lib/format';
import { DataTable } from '@client/components/DataTable';
import { ListState } from '@client/components/ListState';
import { menuItems } from '@client/components/forms/menuItems';

/** Columns hidden on phones, so the table fits 390 px without scrolling sideways. */

export interface Option {
  value: number;
  label: string;
}

interface TaskTableProps {
  /** The filters the page starts from (the others are cleared). */
  initialFilters?: Partial<TaskFilters>;
  projectOptions?: readonly Option[];
  assigneeOptions?: readonly Option[];
  /** Hide the project filter (the page chooses the project itself). */
  hideProjectFilter?: boolean;
  emptyTitle?: string;
  label: string;
}

const ANY = '';

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

function FilterSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      // "Any" is shown, not an empty box, so the label sits above it.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 150, flex: { xs: '1 1 140px', sm: '0 0 auto' } }}
    >
      <MenuItem value={ANY}>Any</MenuItem>
      {children}
    </TextField>
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
  const reload = () => dispatch(tasksActions.listRequested());
  const num = (v: string) => (v === ANY ? null : Number(v));

  const body = (
    <ListState
      count={rows.length}
      load={request}
      fallbackError={MSG.tasksFetchFailed}
      onRetry={reload}
      emptyTitle={emptyTitle}
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
      <PageNav
        page={paging.page}
        pageCount={paging.pageCount}
        onChange={(page) => dispatch(tasksActions.pageChanged(page))}
        label="Task pages"
      />
    </ListState>
  );

  return (
    <>
      <Box
        component="form"
        role="search"
        onSubmit={(e) => e.preventDefault()}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2 }}
      >
        <TextField
          size="small"
          label="Search tasks"
          type="search"
          value={filters.search}
          onChange={(e) => change({ search: e.target.value })}
          sx={{ flex: '1 1 200px' }}
        />
        {!hideProjectFilter && (
          <FilterSelect
            label="Project"
            value={filters.projectId == null ? ANY : String(filters.projectId)}
            onChange={(v) => change({ projectId: num(v) })}
          >
            {projectOptions.map((o) => (
              <MenuItem key={o.value} value={String(o.value)}>
                {o.label}
              </MenuItem>
            ))}
          </FilterSelect>
        )}
        <FilterSelect
          label="Assignee"
          value={filters.assignedTo == null ? ANY : String(filters.assignedTo)}
          onChange={(v) => change({ assignedTo: num(v) })}
        >
          {assigneeOptions.map((o) => (
            <MenuItem key={o.value} value={String(o.value)}>
              {o.label}
            </MenuItem>
          ))}
        </FilterSelect>
        <FilterSelect
          label="Status"
          value={filters.isComplete == null ? ANY : filters.isComplete ? 'done' : 'open'}
          onChange={(v) => change({ isComplete: v === ANY ? null : v === 'done' })}
        >
          <MenuItem value="open">Open</MenuItem>
          <MenuItem value="done">Done</MenuItem>
        </FilterSelect>
        <FilterSelect
          label="Priority"
          value={filters.priority ?? ANY}
          onChange={(v) => change({ priority: v === ANY ? null : (v as TaskPriority) })}
        >
          {menuItems(TASK_PRIORITIES)}
        </FilterSelect>
      </Box>
      {body}
    </>
  );
}
