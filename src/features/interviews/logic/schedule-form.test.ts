import { utcToLocal, localToUtc, scheduleProblems, type ScheduleDraft } from './schedule-form';

const draft: ScheduleDraft = {
  planInterviewId: 'technical-interview',
  date: '2026-12-01',
  time: '10:30',
  durationMinutes: '60',
  interviewerIds: [1],
  location: '',
  videoUrl: '',
  instructions: '',
};

describe('the schedule form', () => {
  it('turns a local date and time into UTC, and refuses what is not one', () => {
    const at = localToUtc('2026-12-01', '10:30')!;
    expect(new Date(at).getFullYear()).toBe(2026);
    expect(new Date(at).getHours()).toBe(10);
    expect(new Date(at).getMinutes()).toBe(30);
    expect(at.endsWith('Z')).toBe(true);
    expect(localToUtc('', '10:30')).toBeUndefined();
    expect(localToUtc('2026-12-01', '')).toBeUndefined();
  });

  it('says what keeps the form from being sent', () => {
    expect(scheduleProblems(draft)).toEqual({});
    expect(
      scheduleProblems({
        ...draft,
        planInterviewId: '',
        time: '',
        durationMinutes: '2',
        interviewerIds: [],
        videoUrl: 'javascript:alert(1)',
      }),
    ).toEqual({
      planInterviewId: 'Choose an interview of the plan.',
      date: 'Give a date and a time.',
      durationMinutes: 'The duration must be whole minutes from 5 to 480.',
      interviewerIds: 'Choose at least one interviewer.',
      videoUrl: 'The video link must start with http:// or https://.',
    });
  });
});

describe('utcToLocal', () => {
  it('is the date and time the viewer would type for a stored start, and back again', () => {
    const stored = new Date('2026-12-01T10:30:00').toISOString();
    expect(utcToLocal(stored)).toEqual({ date: '2026-12-01', time: '10:30' });
    const { date, time } = utcToLocal('2026-03-29T01:45:00.000Z');
    expect(localToUtc(date, time)).toBe('2026-03-29T01:45:00.000Z');
  });
});
