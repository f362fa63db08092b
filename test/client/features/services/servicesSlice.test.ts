import { rootReducer, type RootState } from '@client/app/rootReducer';
import {
  selectActiveServiceIds,
  selectFeaturedServiceIds,
  selectServiceById,
  selectServiceBySlug,
  selectServiceIds,
} from '@client/features/services/servicesSelectors';
import { servicesActions as a } from '@client/features/services/servicesSlice';
import { requestFailed } from '@test/client/requests';
import { makeService } from './fixtures';

const reduce = (...actions: { type: string }[]): RootState =>
  actions.reduce((state, action) => rootReducer(state, action), rootReducer(undefined, { type: '@@init' }));
const list = (services: ReturnType<typeof makeService>[], includeInactive = false) =>
  a.listReceived({ services, includeInactive });

describe('services slice', () => {
  it('keeps the list in display order and shows visitors only the active ones', () => {
    const state = reduce(
      list(
        [
          makeService({ id: 1, displayOrder: 3 }),
          makeService({ id: 2, displayOrder: 1, isActive: false }),
          makeService({ id: 3, displayOrder: 2 }),
        ],
        true,
      ),
    );
    expect(selectServiceIds(state)).toEqual([2, 3, 1]);
    expect(selectActiveServiceIds(state)).toEqual([3, 1]);
    expect(state.services.includeInactive).toBe(true);
  });

  it('features at most six services and finds one by slug', () => {
    const state = reduce(list(Array.from({ length: 8 }, (_, i) => makeService({ id: i + 1 }))));
    expect(selectFeaturedServiceIds(state)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(selectServiceBySlug(state, 'service-4')?.id).toBe(4);
    expect(selectServiceBySlug(state, 'nope')).toBeNull();
  });

  it('applies a saved service, a removal and item changes', () => {
    let state = reduce(
      list([makeService({ id: 1 })]),
      a.serviceReceived(makeService({ id: 2, displayOrder: 0 })),
    );
    expect(selectServiceIds(state)).toEqual([2, 1]);
    state = rootReducer(state, a.serviceReceived(makeService({ id: 1, title: 'Renamed' })));
    expect(selectServiceById(state, 1)?.title).toBe('Renamed');
    state = rootReducer(
      state,
      a.itemAdded({ serviceId: 1, kind: 'features', item: { id: 7, name: 'F', description: '' } }),
    );
    expect(selectServiceById(state, 1)?.features.map((f) => f.id)).toEqual([7]);
    state = rootReducer(state, a.itemRemoved({ serviceId: 1, kind: 'features', itemId: 7 }));
    expect(selectServiceById(state, 1)?.features).toEqual([]);
    state = rootReducer(state, a.serviceRemoved({ id: 2 }));
    expect(selectServiceIds(state)).toEqual([1]);
  });

  it('forgets the outcome of earlier writes when a dialog opens', () => {
    let state = reduce(requestFailed('services/save', 'x', 400));
    expect(state.requests['services/save']?.status).toBe('failed');
    state = rootReducer(state, a.writeReset());
    expect(state.requests['services/save']).toBeUndefined();
  });
});
