import { render } from '@testing-library/react';
import { NoteText } from './note-text';

const boldOf = (container: HTMLElement) =>
  [...container.querySelectorAll('strong')].map((b) => b.textContent);

describe('NoteText', () => {
  it('shows exact directory mentions in bold and keeps the whole text', () => {
    const { container } = render(
      <NoteText text={'@Alice Johnson, meet @Carol Williams.\nThanks'} />,
    );
    expect(boldOf(container)).toEqual(['@Alice Johnson', '@Carol Williams']);
    expect(container.textContent).toBe('@Alice Johnson, meet @Carol Williams.\nThanks');
  });
  it('leaves other @-words as plain text', () => {
    const { container } = render(<NoteText text="@bob smith and @Bob Smithers and @Zed" />);
    expect(boldOf(container)).toEqual([]);
  });
  it('renders markup as text', () => {
    const { container } = render(
      <NoteText text={'<strong>@Bob Smith</strong><script>x()</script>'} />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(boldOf(container)).toEqual(['@Bob Smith']);
    expect(container.textContent).toBe('<strong>@Bob Smith</strong><script>x()</script>');
  });
});
