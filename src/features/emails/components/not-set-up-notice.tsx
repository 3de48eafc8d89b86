import { messageCount } from '../logic/labels';

/** Says plainly that nothing is delivered yet, and that nothing is lost either. */
export function NotSetUpNotice({ waiting }: { waiting: number }) {
  return (
    <div role="status" className="email-notice">
      <p>
        <strong>Email is not set up on this server.</strong> Messages are kept, and will be sent
        once SMTP_URL is set in the server’s environment: {messageCount(waiting)} waiting.
      </p>
    </div>
  );
}
