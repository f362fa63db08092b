import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { CacheProvider } from '@emotion/react';
import type { UnknownAction } from '@reduxjs/toolkit';
import {
  createMemoryRouter,
  MemoryRouter,
  RouterProvider,
  type InitialEntry,
  type RouteObject,
} from 'react-router';
import { AppProviders } from '@client/app/AppProviders';
import { makeStore, type MakeStoreOptions } from '@client/app/store';
import { ALL_FEATURES } from '@client/app/allFeatures';
import type { RootState } from '@client/app/rootReducer';
import { buildRoutes, pageRoutes } from '@client/app/routes';
import { initialSessionState, type SessionUser } from '@client/features/authentication/sessionSlice';
import { testStyleCache } from './styleCache';
import { testTheme } from './testTheme';
import { SERVICE_ICON_NAMES, loadServiceIcon } from '@client/features/services/serviceIcons';

export interface ProvidersOptions {
  preloadedState?: Partial<RootState>;
  /** Off by default: views are tested against the store, not the API. */
  storeOptions?: MakeStoreOptions;
}

/** A real store whose dispatches are recorded, so tests see what a view asked for. */
export function makeTestStore({ preloadedState, storeOptions }: ProvidersOptions = {}) {
  const { store } = makeStore(preloadedState, { runSagas: false, features: ALL_FEATURES, ...storeOptions });
  const actions: UnknownAction[] = [];
  const dispatch = store.dispatch;
  store.dispatch = ((action: UnknownAction) => {
    actions.push(action);
    return dispatch(action);
  }) as typeof store.dispatch;
  const dispatched = (type: string) => actions.filter((a) => a.type === type);
  return { store, actions, dispatched };
}

/**
 * user-event without its pause between keys: each key still sends its keydown, keypress, input and
 * keyup, but without waiting for a timer in between, which made typing the slowest part of a page test.
 */
export const setupUser = () => userEvent.setup({ delay: null });

/**
 * Enters `text` at the end of a text field as one input, as pasting does: for fields whose per-key
 * behaviour is not under test. Each typed key renders the form again (four events a key), which made
 * typing a fifth of the page tests' time. `user.type` stays where keys matter: characters refused
 * or formatted as they are typed, search as one types, number fields, key descriptors.
 */
export async function fill(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  // Email and number fields have no selection to place; a click leaves their caret at the end.
  if (
    (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) &&
    field.selectionStart !== null
  ) {
    const end = field.value.length;
    field.setSelectionRange(end, end);
  }
  await user.paste(text);
}

/** Renders `ui` inside the app's providers and a MemoryRouter at `route`. */
export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    ...options
  }: ProvidersOptions & { route?: InitialEntry } & Omit<RenderOptions, 'wrapper'> = {},
) {
  const testStore = makeTestStore(options);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <CacheProvider value={testStyleCache()}>
      <AppProviders store={testStore.store} theme={testTheme}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </AppProviders>
    </CacheProvider>
  );
  return { ...testStore, user: setupUser(), ...render(ui, { wrapper }) };
}

/** The lazily loaded parts of an element tree: pages, and the layouts around them. */
function lazyParts(node: ReactNode): Array<{ preload(): Promise<void> }> {
  if (Array.isArray(node)) return node.flatMap(lazyParts);
  if (!isValidElement(node)) return [];
  const type = node.type as { preload?: () => Promise<void> };
  const own = typeof type.preload === 'function' ? [type as { preload(): Promise<void> }] : [];
  return [...own, ...lazyParts((node.props as { children?: ReactNode }).children)];
}

/**
 * Loads every page of the app's routes and the shell's lazy parts, as a browser has them once their
 * chunks arrived. A test that renders routes calls it before its tests (`beforeAll(preloadPages)`), so
 * that a page's first render does not wait on the loading of its modules, which on a loaded machine
 * took longer than a query's time-out.
 */
export async function preloadPages(routes: RouteObject[] = buildRoutes(pageRoutes)): Promise<void> {
  const loads: Promise<void>[] = [];
  const visit = (list: RouteObject[]) => {
    for (const route of list) {
      for (const part of lazyParts(route.element)) loads.push(part.preload());
      if (route.children) visit(route.children);
    }
  };
  visit(routes);
  // The dashboard's pages, from its own table (app/dashboardRoutes.tsx).
  const dashboard = await import('@client/app/dashboardRoutes');
  visit(dashboard.dashboardRoutes);
  // The services' icons too, each a chunk of its own that a view would otherwise wait for.
  await Promise.all([
    ...loads,
    ...SERVICE_ICON_NAMES.map((name) => loadServiceIcon(name).then(() => undefined)),
  ]);
}

/** Renders the app's routes (or given ones) with a memory router starting at `route`. */
export function renderRoutes(
  route: InitialEntry,
  options: ProvidersOptions & { routes?: RouteObject[]; extraPages?: RouteObject[] } = {},
) {
  const testStore = makeTestStore(options);
  const routes = options.routes ?? buildRoutes([...(options.extraPages ?? []), ...pageRoutes]);
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const result = render(
    <CacheProvider value={testStyleCache()}>
      <AppProviders store={testStore.store} theme={testTheme}>
        <RouterProvider router={router} />
      </AppProviders>
    </CacheProvider>,
  );
  return { ...testStore, router, user: setupUser(), ...result };
}

// A token whose payload only needs to decode; views never verify it.
const FAKE_TOKEN = `e30.${btoa(JSON.stringify({ exp: 4102444800 }))}.sig`;

export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 7,
    roleId: 3,
    roles: ['Customer'],
    userName: 'ada',
    email: 'ada@example.com',
    name: 'Ada',
    surname: 'Lovelace',
    phoneNumber: '+90 555 123 45 67',
    photo: '',
    isConsultant: false,
    ...overrides,
  };
}

/** Session state: logged in as `user` (or logged out with null), already initialised. */
export function sessionState(
  user: SessionUser | null,
  extra: Partial<RootState['session']> = {},
): RootState['session'] {
  return {
    ...initialSessionState,
    initialized: true,
    ...(user ? { token: FAKE_TOKEN, expiration: '2100-01-01T00:00:00.000Z', user } : {}),
    ...extra,
  };
}
