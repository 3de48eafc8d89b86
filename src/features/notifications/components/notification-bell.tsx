import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@/api/client';
import { formatDateTime } from '@/lib/format-date-time';
import { useNotifications } from '../api/get-notifications';
import { useMarkRead } from '../api/mark-read';
import '../notifications.css';

/**
 * Team mode's bell: the unread count on a button that opens the member's notifications. Each one
 * links to its place (and is read once followed); "Mark all as read" reads the rest. Escape or a
 * click elsewhere closes the list, focus back on the bell.
 */
export function NotificationBell() {
  const list = useNotifications();
  const markRead = useMarkRead();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const unread = list.data?.unread ?? 0;

  const close = (focusBell = true) => {
    setOpen(false);
    if (focusBell) button.current?.focus();
  };
  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const outside = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    // Escape closes it wherever focus went (a button that became disabled leaves it on the page).
    const escape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('mousedown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // Handled here, so the top bar's own Escape (closing the phone menu) does not also run.
    event.stopPropagation();
    close();
  };

  return (
    <div className="notification-bell" onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="notification-bell-button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        onClick={() => setOpen(!open)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
          />
        </svg>
        {unread > 0 && (
          <span className="notification-count" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && (
        <div
          ref={panel}
          id={panelId}
          className="notification-panel"
          role="region"
          aria-label="Notifications"
          tabIndex={-1}
        >
          <div className="notification-panel-head">
            <h2>Notifications</h2>
            <button
              type="button"
              className="btn btn-sm"
              disabled={unread === 0 || markRead.isPending}
              onClick={() => markRead.mutate({ all: true })}
            >
              Mark all as read
            </button>
          </div>
          {markRead.isError && (
            <p role="alert" className="error-message">
              Could not mark them read: {errorMessage(markRead.error)}
            </p>
          )}
          {list.isPending ? (
            <p role="status">Loading…</p>
          ) : list.isError ? (
            <p role="alert" className="error-message">
              Could not load notifications: {errorMessage(list.error)}
            </p>
          ) : list.data.notifications.length === 0 ? (
            <p className="notification-empty">Nothing needs you yet.</p>
          ) : (
            <ul className="notification-list">
              {list.data.notifications.map((n) => (
                <li key={n.id} className={n.readAt === null ? 'is-unread' : undefined}>
                  <Link
                    to={n.link}
                    onClick={() => {
                      if (n.readAt === null) markRead.mutate({ ids: [n.id] });
                      close(false);
                    }}
                  >
                    <span className="notification-title">{n.title}</span>
                    <span className="notification-when">
                      {n.readAt === null && <span className="visually-hidden">Unread: </span>}
                      {formatDateTime(n.createdAt)}
                    </span>
                  </Link>
                  {n.readAt === null && (
                    <button
                      type="button"
                      className="btn btn-sm notification-read"
                      aria-label={`Mark read: ${n.title}`}
                      onClick={() => markRead.mutate({ ids: [n.id] })}
                    >
                      Mark read
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
