import { detectMode, isTeamMode } from './mode';

describe('mode', () => {
  afterEach(() => document.head.querySelector('meta[name="talentflow-mode"]')?.remove());

  it('is browser mode without the team server’s meta tag', () => {
    expect(detectMode()).toBe('browser');
    expect(isTeamMode()).toBe(false);
  });

  it('is team mode when the page carries <meta name="talentflow-mode" content="team">', () => {
    const meta = document.createElement('meta');
    meta.name = 'talentflow-mode';
    meta.content = 'team';
    document.head.append(meta);
    expect(detectMode()).toBe('team');
    expect(isTeamMode()).toBe(true);
  });

  it('ignores any other content', () => {
    const meta = document.createElement('meta');
    meta.name = 'talentflow-mode';
    meta.content = 'browser';
    document.head.append(meta);
    expect(detectMode()).toBe('browser');
  });
});
