import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import type { Stage } from '@/domain/types';
import { STAGES } from '@/domain/types';
import { STAGE_LABELS } from '@/domain/constants';
import type { Lane, MoveTarget } from '../logic/board';

interface MoveMenuProps {
  name: string;
  stage: Stage;
  /** The stage of the job's own pipeline the candidate is in (with `lanes`). */
  stageId?: string;
  /** The job's own stages, the menu's choices; absent: the six categories. */
  lanes?: readonly Lane[];
  onMove: (stage: Stage, target: MoveTarget) => void;
  /** Visible text of the button; the accessible name always says whom it moves. */
  label?: string;
  /** Defaults to "Move <name> to another stage", which tells the cards of a column apart. */
  ariaLabel?: string;
  className?: string;
  buttonRef?: (node: HTMLButtonElement | null) => void;
}

/**
 * "Move to" for people who do not drag: a menu button listing the other stages. A menu rather
 * than a <select>, because arrow keys on a closed select change its value (and would move the
 * candidate) on every key press in some browsers. The menu is portalled so a scrolling column
 * does not clip it.
 */
export function MoveMenu({
  name,
  stage,
  stageId,
  lanes,
  onMove,
  label = 'Move',
  ariaLabel,
  className = 'btn btn-ghost btn-sm move-button',
  buttonRef,
}: MoveMenuProps) {
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  const button = useRef<HTMLButtonElement | null>(null);
  const menu = useRef<HTMLUListElement>(null);
  const popup = useRef<HTMLDivElement>(null);
  const menuId = useId();
  // One move per opening of the menu: a double click on an item reaches it twice before the
  // menu closes, and would send the same move twice.
  const picked = useRef(false);
  const targets: Lane[] = lanes
    ? lanes.filter((lane) => lane.stageId !== (stageId ?? stage))
    : STAGES.filter((s) => s !== stage).map((s) => ({ stage: s, label: STAGE_LABELS[s] }));

  const openMenu = () => {
    picked.current = false;
    const rect = button.current?.getBoundingClientRect();
    if (rect) {
      const menuHeight = 40 + targets.length * 36;
      const below = rect.bottom + 4 + menuHeight <= window.innerHeight;
      setPosition({
        top: below ? rect.bottom + 4 : Math.max(8, rect.top - 4 - menuHeight),
        left: Math.max(8, Math.min(rect.right - 180, window.innerWidth - 188)),
      });
    }
    setOpen(true);
  };

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const close = (event: Event) => {
      const target = event.target as Node | null;
      if (target && (popup.current?.contains(target) || button.current?.contains(target))) return;
      setOpen(false);
    };
    // Scrolling a column or resizing would leave the menu floating away from its card.
    const dismiss = (event: Event) => {
      if (event.type === 'scroll' && popup.current?.contains(event.target as Node)) return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    window.addEventListener('resize', dismiss);
    window.addEventListener('scroll', dismiss, true);
    return () => {
      document.removeEventListener('pointerdown', close);
      window.removeEventListener('resize', dismiss);
      window.removeEventListener('scroll', dismiss, true);
    };
  }, [open]);

  const closeAndFocus = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const focusAt = (i: number) => items[(i + items.length) % items.length]?.focus();
    if (event.key === 'ArrowDown') focusAt(index + 1);
    else if (event.key === 'ArrowUp') focusAt(index - 1);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(items.length - 1);
    else if (event.key === 'Escape') closeAndFocus();
    else if (event.key === 'Tab') setOpen(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
    event.stopPropagation();
  };

  return (
    <>
      <button
        ref={(node) => {
          button.current = node;
          buttonRef?.(node);
        }}
        type="button"
        className={className}
        aria-label={ariaLabel ?? `Move ${name} to another stage`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setOpen(false) : openMenu())}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            openMenu();
          }
        }}
      >
        {label}
        <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
          <path
            d="M3 4.5 6 7.5 9 4.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      {open &&
        createPortal(
          <div ref={popup} className="move-menu" style={position ?? undefined}>
            <p className="move-menu-title" aria-hidden="true">
              Move to
            </p>
            <ul
              ref={menu}
              id={menuId}
              role="menu"
              aria-label={`Move ${name} to`}
              onKeyDown={onMenuKeyDown}
            >
              {targets.map((target) => (
                <li key={target.stageId ?? target.stage} role="none">
                  <button
                    type="button"
                    role="menuitem"
                    tabIndex={-1}
                    className="move-menu-item"
                    data-stage={target.stage}
                    onClick={() => {
                      if (picked.current) return;
                      picked.current = true;
                      closeAndFocus();
                      onMove(target.stage, target);
                    }}
                  >
                    <span className="stage-dot" aria-hidden="true" />
                    {target.label}
                  </button>
                </li>
              ))}
            </ul>
          </div>,
          document.body,
        )}
    </>
  );
}
