import { act, screen, within } from '@testing-library/react';
import { MSG } from '@shared/messages';
import { PROJECT_REQUESTS, projectsActions } from '@client/features/projects/projectsSlice';
import { TASK_REQUESTS, tasksActions } from '@client/features/tasks/tasksSlice';
import { MetricsSection } from '@client/pages/projectDetail/MetricsSection';
import { TasksSection } from '@client/pages/projectDetail/TasksSection';
import { UpdatesSection } from '@client/pages/projectDetail/UpdatesSection';
import { fill, makeUser, renderWithProviders, sessionState } from '@test/client/renderWithProviders';
import { requestFailed, requestSucceeded } from '@test/client/requests';
import { makeDetail } from '../../features/projects/fixtures';

// The forms of a project's tabs check what they can before sending, show only the failure of what
// they sent themselves, and close once the server took it.

const detail = makeDetail(1);

function renderSection(Section: typeof MetricsSection) {
  const view = renderWithProviders(<Section project={detail} />, {
    preloadedState: { session: sessionState(makeUser({ id: 1, roleId: 1, roles: ['Admin'] })) },
  });
  act(() => {
    view.store.dispatch(projectsActions.detailReceived(detail));
  });
  return view;
}

describe('recording a metric', () => {
  it('wants a name and a number, sends them, shows its own failure and closes once recorded', async () => {
    const { user, store, dispatched } = renderSection(MetricsSection);
    await user.click(screen.getByRole('button', { name: 'Record a metric' }));
    const form = screen.getByRole('form', { name: 'Record a metric' });
    // An earlier failure is not this form's.
    act(() => {
      store.dispatch(requestFailed(PROJECT_REQUESTS.metrics(1), 'Old failure.'));
    });
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Record' }));
    expect(within(form).getByText(MSG.metricNameRequired)).toBeInTheDocument();
    expect(within(form).getByText('Enter a number.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Name/)).toHaveFocus();
    expect(dispatched(projectsActions.metricAddRequested.type)).toHaveLength(0);

    await fill(user, within(form).getByLabelText(/^Name/), ' Velocity ');
    await user.type(within(form).getByLabelText(/^Value/), '12');
    await user.click(within(form).getByRole('button', { name: 'Record' }));
    expect(dispatched(projectsActions.metricAddRequested.type)).toEqual([
      projectsActions.metricAddRequested({
        projectId: 1,
        input: { name: 'Velocity', value: 12, target: null, unit: '' },
      }),
    ]);

    act(() => {
      store.dispatch(requestFailed(PROJECT_REQUESTS.metrics(1), 'Not recorded.', 400, { name: 'Too long.' }));
    });
    expect(within(form).getByRole('alert')).toHaveTextContent('Not recorded.');
    expect(within(form).getByText('Too long.')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Record' }));
    act(() => {
      store.dispatch(requestSucceeded(PROJECT_REQUESTS.metrics(1)));
    });
    expect(screen.queryByRole('form', { name: 'Record a metric' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record a metric' })).toBeInTheDocument();
  });
});

describe('adding a task', () => {
  it('wants a name, sends the task with its defaults and closes once added', async () => {
    const { user, store, dispatched } = renderSection(TasksSection);
    await user.click(screen.getByRole('button', { name: 'Add a task' }));
    const form = screen.getByRole('form', { name: 'New task' });
    await user.click(within(form).getByRole('button', { name: 'Add task' }));
    expect(within(form).getByText(MSG.taskNameRequired)).toBeInTheDocument();
    expect(dispatched(tasksActions.createRequested.type)).toHaveLength(0);

    await fill(user, within(form).getByLabelText(/^Task name/), 'Write the brief');
    expect(within(form).queryByText(MSG.taskNameRequired)).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Add task' }));
    expect(dispatched(tasksActions.createRequested.type)).toEqual([
      tasksActions.createRequested({
        projectId: 1,
        input: {
          taskName: 'Write the brief',
          description: '',
          assignedTo: null,
          dueDate: null,
          priority: 'Medium',
        },
      }),
    ]);
    act(() => {
      store.dispatch(requestSucceeded(TASK_REQUESTS.create(1)));
    });
    expect(screen.queryByRole('form', { name: 'New task' })).not.toBeInTheDocument();
  });

  it('shows why a delete failed in its confirmation', async () => {
    const { user, store } = renderSection(TasksSection);
    await user.click(screen.getByRole('button', { name: 'Delete task Task 41' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this task?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    act(() => {
      store.dispatch(requestFailed(TASK_REQUESTS.remove(41), 'The task could not be deleted.'));
    });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The task could not be deleted.');
  });
});

describe('an update', () => {
  it('wants a title and a content, and starts from the update when edited', async () => {
    const { user, dispatched } = renderSection(UpdatesSection);
    await user.click(screen.getByRole('button', { name: 'Post an update' }));
    const form = screen.getByRole('form', { name: 'New update' });
    await user.click(within(form).getByRole('button', { name: 'Post update' }));
    expect(within(form).getByText(MSG.updateTitleRequired)).toBeInTheDocument();
    expect(within(form).getByText(MSG.updateContentRequired)).toBeInTheDocument();
    expect(dispatched(projectsActions.updateAddRequested.type)).toHaveLength(0);
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Edit update Kick-off' }));
    const edit = screen.getByRole('form', { name: 'Edit update' });
    expect(within(edit).getByLabelText(/^Title/)).toHaveValue('Kick-off');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(dispatched(projectsActions.updateEditRequested.type)).toEqual([
      projectsActions.updateEditRequested({
        projectId: 1,
        updateId: 11,
        input: { title: 'Kick-off', content: 'Started' },
      }),
    ]);
  });
});
