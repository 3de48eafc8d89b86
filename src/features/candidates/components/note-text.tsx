import { MENTION_DIRECTORY } from '@/domain/constants';
import { splitMentions, type MentionTarget } from '@/domain/mentions';

/** A saved note: plain text, with exact directory mentions in bold. Never parsed as HTML. */
export function NoteText({
  text,
  directory = MENTION_DIRECTORY,
}: {
  text: string;
  directory?: readonly MentionTarget[];
}) {
  return (
    <p className="note-text">
      {splitMentions(text, directory).map((segment, index) =>
        segment.kind === 'mention' ? (
          <strong key={index} className="mention">
            {segment.text}
          </strong>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </p>
  );
}
