import { renderHook } from '@testing-library/react';
import { useDocumentTitle } from './use-document-title';

beforeEach(() => {
  document.title = 'Before';
});

describe('useDocumentTitle', () => {
  it('names the tab after the screen, then the app', () => {
    renderHook(() => useDocumentTitle('Candidates'));
    expect(document.title).toBe('Candidates · TalentFlow');
  });

  it('follows the title as it changes', () => {
    const { rerender } = renderHook(({ title }) => useDocumentTitle(title), {
      initialProps: { title: 'Jobs' },
    });
    rerender({ title: 'Senior Designer' });
    expect(document.title).toBe('Senior Designer · TalentFlow');
  });

  it("says the app's name alone while the screen's name is unknown or blank", () => {
    const { rerender } = renderHook(({ title }) => useDocumentTitle(title), {
      initialProps: { title: undefined as string | undefined },
    });
    expect(document.title).toBe('TalentFlow');
    rerender({ title: '   ' });
    expect(document.title).toBe('TalentFlow');
  });

  it('takes a title that already names the app as it is', () => {
    renderHook(() => useDocumentTitle('Set up TalentFlow', { suffix: false }));
    expect(document.title).toBe('Set up TalentFlow');
  });

  it('leaves the title as it is on unmount, for the next screen to set', () => {
    const { unmount } = renderHook(() => useDocumentTitle('Backup'));
    unmount();
    expect(document.title).toBe('Backup · TalentFlow');
  });
});
