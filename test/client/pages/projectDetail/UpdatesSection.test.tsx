import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { projectLiveReceived } from '@client/features/projects/projectLive';
import { projectsActions } from '@client/features/projects/projectsSlice';
import { UpdatesSection } from '@client/pages/projectDetail/UpdatesSection';
import {
  fill,
  makeUser,
  preloadPages,
  renderWithProviders,
  sessionState,
} from '@test/client/renderWithProviders';
import { callKey, installFakeAdapter, type FakeReply } from '@test/client/apiAdapter';
import { makeTestContext } from '@test/client/sagaContext';
import { makeDetail } from '../../features/projects/fixtures';

// A live project page keeps its updates list light: the newest twenty, then older ones on request.

beforeAll(preloadPages);

const customer = makeUser({ id: 30, roleId: 3, roles: ['Customer'] });

const update = (id: number) => ({
  id,
  title: `Update ${id}`,
  content: `Text of update ${id}`,
  // Newer ids are newer updates.
  createdAt: new Date(Date.UTC(2025, 0, 1, 0, id)).toISOString(),
  createdBy: 1,
});

function renderWith(count: number) {
  const detail = makeDetail(1, {
    updates: Array.from({ length: count }, (_, i) => update(i + 1)),
    permissions: { manage: false, contribute: false, deleteTasks: false, apply: false },
  });
  const view = renderWithProviders(<UpdatesSection project={detail} />, {
    preloadedState: { session: sessionState(customer) },
  });
  act(() => {
    view.store.dispatch(projectsActions.detailReceived(detail));
  });
  return view;
}

const titles = () => screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);

describe('the Updates section of a project', () => {
  it('shows the newest twenty, and twenty more at each request', async () => {
    renderWith(45);
    expect(titles()).toHaveLength(20);
    expect(titles()[0]).toBe('Update 45');
    expect(titles()[19]).toBe('Update 26');
    await userEvent.click(screen.getByRole('button', { name: 'Show older updates (25)' }));
    expect(titles()).toHaveLength(40);
    await userEvent.click(screen.getByRole('button', { name: 'Show older updates (5)' }));
    expect(titles()).toHaveLength(45);
    expect(titles()[44]).toBe('Update 1');
    expect(screen.queryByRole('button', { name: /Show older updates/ })).toBeNull();
  });

  it('puts an update that arrives live at the top, with no button for a short list', () => {
    const { store } = renderWith(2);
    expect(screen.queryByRole('button', { name: /Show older updates/ })).toBeNull();
    act(() => {
      store.dispatch(projectLiveReceived({ projectId: 1, changes: [{ kind: 'update', update: update(9) }] }));
    });
    expect(titles()).toEqual(['Update 9', 'Update 2', 'Update 1']);
  });
});

describe('posting an update', () => {
  let fake: ReturnType<typeof installFakeAdapter> | undefined;
  afterEach(() => fake?.restore());

  /** The section of a project with these updates, its sagas running, and a new update typed in. */
  async function fillNewUpdate(updates: ReturnType<typeof update>[]) {
    const detail = makeDetail(1, { updates });
    const { store, user } = renderWithProviders(<UpdatesSection project={detail} />, {
      preloadedState: { session: sessionState(customer) },
      storeOptions: { runSagas: true, context: makeTestContext() },
    });
    act(() => {
      store.dispatch(projectsActions.detailReceived(detail));
    });
    await user.click(screen.getByRole('button', { name: 'Post an update' }));
    await fill(user, screen.getByRole('textbox', { name: 'Title' }), 'Kick-off');
    await fill(user, screen.getByRole('textbox', { name: 'Content' }), 'We met the team.');
    return user;
  }

  it('sends one request for a double click, with the button disabled and busy until the answer', async () => {
    let answer: (reply: FakeReply) => void = () => undefined;
    fake = installFakeAdapter((config) =>
      callKey(config) === 'POST /projects/1/updates'
        ? new Promise<FakeReply>((resolve) => {
            answer = resolve;
          })
        : { status: 599 },
    );
    const user = await fillNewUpdate([update(1)]);

    const post = screen.getByRole('button', { name: 'Post update' });
    await user.dblClick(post);
    const posts = () => fake!.calls.filter((c) => callKey(c) === 'POST /projects/1/updates');
    expect(posts().map(callKey)).toEqual(['POST /projects/1/updates']);
    expect(post).toBeDisabled();
    expect(post).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();

    await act(async () => {
      answer({ status: 201, data: { ...update(2), title: 'Kick-off', content: 'We met the team.' } });
    });
    expect(await screen.findByRole('heading', { name: 'Kick-off' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Post update' })).toBeNull();
    expect(posts().map(callKey)).toEqual(['POST /projects/1/updates']);
  });

  it('enables the button again after a failure, without sending the update again', async () => {
    fake = installFakeAdapter((config) =>
      callKey(config) === 'POST /projects/1/updates' ? { status: 0 } : { status: 599 },
    );
    const user = await fillNewUpdate([]);
    await user.click(screen.getByRole('button', { name: 'Post update' }));
    expect(await screen.findByText('Failed to add project update')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Post update' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Post update' })).not.toHaveAttribute('aria-busy');
    expect(fake.calls.filter((c) => callKey(c) === 'POST /projects/1/updates')).toHaveLength(1);
  });
});
