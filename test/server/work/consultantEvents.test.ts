import type { ConsultantView } from '@server/repositories/consultants';
import { applicationDecided, applicationReceived } from '@server/services/consultants/consultantEvents';
import { raise } from '@server/services/contentEvents';
import { recordingContext } from '../content/support';

// The words and data of the application events, with a notifier that only records (the unit alone):
// who applied, again or for the first time, and what was decided (docs/requirements.md#events).

const view = (fields: Partial<ConsultantView> = {}) =>
  ({
    id: 7,
    userId: 70,
    fullName: 'Lin Park',
    specialization: 'Data',
    adminNotes: null,
    ...fields,
  }) as ConsultantView;

describe('application events', () => {
  it.each([
    [false, 'application_created', 'New consultant application', 'Lin Park applied to join as a consultant.'],
    [
      true,
      'application_updated',
      'Consultant application resubmitted',
      'Lin Park applied again to join as a consultant.',
    ],
  ])('tells administrators of an application (again: %s)', async (again, type, title, message) => {
    const { ctx, raised } = recordingContext();
    await applicationReceived(ctx, view(), 'lin', again);
    expect(raised).toEqual([
      {
        family: 'applications',
        type,
        title,
        message,
        data: {
          consultantId: 7,
          name: 'Lin Park',
          userId: 70,
          applicationId: 7,
          userName: 'lin',
          status: 'Pending',
          specialization: 'Data',
        },
        hubEvent: {
          target: 'ApplicationNotification',
          fields: { applicationId: 7, userId: 70, userName: 'lin', name: 'Lin Park' },
        },
      },
    ]);
  });

  it.each([
    ['Approved', 'application_approved', 'Consultant application approved', 'was approved.', {}],
    [
      'Rejected',
      'application_rejected',
      'Consultant application rejected',
      'was rejected.',
      { adminNotes: '' },
    ],
  ] as const)(
    'tells the applicant and administrators of a decision: %s',
    async (status, type, title, end, notes) => {
      const { ctx, raised } = recordingContext();
      await applicationDecided(ctx, view(), 'lin', status);
      expect(raised).toHaveLength(1);
      expect(raised[0]).toMatchObject({
        family: 'applications',
        type,
        title,
        message: `The consultant application of Lin Park ${end}`,
        toUserIds: [70],
      });
      expect(raised[0].data).toEqual({
        consultantId: 7,
        name: 'Lin Park',
        userId: 70,
        applicationId: 7,
        userName: 'lin',
        status,
        ...notes,
      });
    },
  );

  it("carries a rejection's notes, and names a consultant without a name as unknown", async () => {
    const { ctx, raised } = recordingContext();
    await applicationDecided(ctx, view({ fullName: '', adminNotes: 'More SQL.' }), 'lin', 'Rejected');
    expect(raised[0].message).toBe('The consultant application of Unknown Consultant was rejected.');
    expect(raised[0].data).toMatchObject({ name: 'Unknown Consultant', adminNotes: 'More SQL.' });
  });

  it('logs a failing notifier instead of failing the write it reports', async () => {
    const { ctx, logged } = recordingContext();
    const err = new Error('hub down');
    ctx.notifier.notify = async () => {
      throw err;
    };
    await expect(
      raise(ctx, { family: 'services', type: 'service_created', title: 'T', message: 'M' }),
    ).resolves.toBeUndefined();
    expect(logged).toEqual([[{ err, type: 'service_created' }, 'notification failed']]);
  });
});
