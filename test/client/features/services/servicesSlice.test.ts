import { rootReducer, type RootState } from '../../../../src/client/app/rootReducer';
import { asService, normalizeService } from '../../../../src/client/features/services/serviceModel';
import {
  selectActiveServiceIds,
  selectFeaturedServiceIds,
  selectServiceById,
  selectServiceBySlug,
  selectServiceIds,
} from '../../../../src/client/features/services/servicesSelectors';
import { servicesActions as a } from '../../../../src/client/features/services/servicesSlice';
import { makeService } from './fixtures';

const reduce = (...actions: { type: string }[]): RootState =>
  actions.reduce((state, action) => rootReducer(state, action), rootReducer(undefined, { type: '@@init' }));

describe('services slice', () => {
  it('keeps the list in display order and shows visitors only the active ones', () => {
    const state = reduce(
      a.fetchSucceeded(
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
    expect(state.services.status).toBe('succeeded');
  });

  it('features at most six services and finds one by slug', () => {
    const many = Array.from({ length: 8 }, (_, i) => makeService({ id: i + 1 }));
    const state = reduce(a.fetchSucceeded(many));
    expect(selectFeaturedServiceIds(state)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(selectServiceBySlug(state, 'service-4')?.id).toBe(4);
    expect(selectServiceBySlug(state, 'nope')).toBeNull();
  });

  it('treats a non-list answer as empty and fills missing fields', () => {
    expect(selectServiceIds(reduce(a.fetchSucceeded({ data: 1 })))).toEqual([]);
    expect(normalizeService({ id: '4', title: 'T' })).toEqual({
      id: 4,
      slug: '',
      title: 'T',
      shortDescription: '',
      description: '',
      icon: '',
      imageUrl: '',
      isActive: true,
      displayOrder: 0,
      features: [],
      benefits: [],
    });
    expect(asService({ id: 9, name: 'A feature' })).toBeNull();
  });

  it('tracks the detail request per slug and flags a missing one', () => {
    const pending = reduce(a.detailRequested({ slug: 'cloud' }));
    expect(pending.services.detail).toEqual({
      slug: 'cloud',
      status: 'pending',
      error: null,
      missing: false,
    });
    const stale = rootReducer(pending, a.detailFailed({ slug: 'other', error: 'x' }));
    expect(stale.services.detail.status).toBe('pending');
    const failed = rootReducer(pending, a.detailFailed({ slug: 'cloud', error: 'e', missing: true }));
    expect(failed.services.detail).toMatchObject({ status: 'failed', error: 'e', missing: true });
    const loaded = rootReducer(pending, a.detailSucceeded(makeService({ id: 5, slug: 'cloud' })));
    expect(selectServiceBySlug(loaded, 'cloud')?.id).toBe(5);
  });

  it('applies writes and keeps each write’s request state', () => {
    let state = reduce(a.fetchSucceeded([makeService({ id: 1 })]));
    state = rootReducer(state, a.createRequested({ title: 'New' }));
    expect(state.services.save.status).toBe('pending');
    state = rootReducer(
      state,
      a.createFailed({ error: 'Validation failed.', fieldErrors: { title: 'Too long' } }),
    );
    expect(state.services.save).toMatchObject({ status: 'failed', fieldErrors: { title: 'Too long' } });
    state = rootReducer(state, a.createSucceeded(makeService({ id: 2, displayOrder: 0 })));
    expect(selectServiceIds(state)).toEqual([2, 1]);
    expect(state.services.save).toMatchObject({ status: 'succeeded', fieldErrors: {} });

    state = rootReducer(state, a.updateSucceeded(makeService({ id: 1, title: 'Renamed' })));
    expect(selectServiceById(state, 1)?.title).toBe('Renamed');

    state = rootReducer(state, a.itemAddRequested({ serviceId: 1, kind: 'features', item: { name: 'F' } }));
    expect(state.services.item).toMatchObject({ status: 'pending', kind: 'features' });
    state = rootReducer(
      state,
      a.itemAddSucceeded({
        serviceId: 1,
        kind: 'features',
        item: { id: 7, name: 'F', description: '' },
        service: null,
      }),
    );
    expect(selectServiceById(state, 1)?.features).toEqual([{ id: 7, name: 'F', description: '' }]);
    state = rootReducer(state, a.itemRemoveSucceeded({ serviceId: 1, kind: 'features', itemId: 7 }));
    expect(selectServiceById(state, 1)?.features).toEqual([]);
    expect(state.services.item).toMatchObject({ status: 'succeeded', kind: 'features' });

    state = rootReducer(state, a.deleteSucceeded({ id: 2 }));
    expect(selectServiceIds(state)).toEqual([1]);
    state = rootReducer(state, a.writeReset());
    expect(state.services.save.status).toBe('idle');
    expect(state.services.remove.status).toBe('idle');
    expect(state.services.item).toMatchObject({ status: 'idle', kind: null });
  });
});
