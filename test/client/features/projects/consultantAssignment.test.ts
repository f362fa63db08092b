import {
  assignConsultantBody,
  assignConsultantsBody,
  toConsultantId,
} from '@client/features/projects/consultantAssignment';

describe('consultant ids of an assignment', () => {
  it.each([
    ['12', 12],
    [' 7 ', 7],
    [5, 5],
    ['12abc', null],
    ['1.5', null],
    [1.5, null],
    ['0', null],
    [-3, null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('reads %p as %p', (value, expected) => {
    expect(toConsultantId(value)).toBe(expected);
  });

  it('converts the id of one consultant to an integer', () => {
    expect(assignConsultantBody('12', true)).toEqual({ consultantId: 12, isLeader: true });
    expect(assignConsultantBody(3)).toEqual({ consultantId: 3, isLeader: false });
    expect(() => assignConsultantBody('x')).toThrow(RangeError);
  });

  it('converts several ids to integers and the leader to an integer or null', () => {
    expect(assignConsultantsBody(['3', 4, '3', 'x'], '4')).toEqual({
      consultantIds: [3, 4],
      leaderConsultantId: 4,
    });
    expect(assignConsultantsBody([1, 2])).toEqual({ consultantIds: [1, 2], leaderConsultantId: null });
    expect(assignConsultantsBody(['1'], '')).toEqual({ consultantIds: [1], leaderConsultantId: null });
  });
});
