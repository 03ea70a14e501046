import { type ReactNode, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { modalZIndex, shouldCloseOnSwipe } from './gestures';

/** Open sheets, bottom first: each one's depth decides its z-index. */
const openStack: number[] = [];
let nextId = 1;

export function lockScroll(): void {
  document.body.classList.add('scroll-locked');
}

/** Called by the shell after every route change, and when the last sheet closes. */
export function releaseScrollLock(): void {
  document.body.classList.remove('scroll-locked');
}

interface SheetProps {
  open: boolean;
  onClose: () => void;
  title?: string;
  children: ReactNode;
}

/** A bottom sheet: layered above earlier ones, closed by the mask, Esc, or a swipe down. */
export function Sheet({ open, onClose, title, children }: SheetProps) {
  const [id] = useState(() => nextId++);
  const [level, setLevel] = useState(0);
  const [drag, setDrag] = useState(0);
  const panel = useRef<HTMLDivElement>(null);
  const start = useRef<{ y: number; t: number } | null>(null);

  useEffect(() => {
    if (!open) return;
    openStack.push(id);
    setLevel(openStack.length - 1);
    lockScroll();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && openStack.at(-1) === id) onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      openStack.splice(openStack.indexOf(id), 1);
      if (openStack.length === 0) releaseScrollLock();
    };
  }, [open, id, onClose]);

  if (!open) return null;
  const z = modalZIndex(level);
  return createPortal(
    <div className="sheet-root" style={{ zIndex: z }}>
      <div className="sheet-mask" onClick={onClose} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        className="sheet-panel"
        style={{ zIndex: z + 1, transform: drag > 0 ? `translateY(${drag}px)` : undefined }}
        onTouchStart={(e) => {
          start.current = { y: e.touches[0]?.clientY ?? 0, t: e.timeStamp };
        }}
        onTouchMove={(e) => {
          if (!start.current || (panel.current?.scrollTop ?? 0) > 0) return;
          setDrag(Math.max(0, (e.touches[0]?.clientY ?? 0) - start.current.y));
        }}
        onTouchEnd={(e) => {
          const s = start.current;
          start.current = null;
          const height = panel.current?.offsetHeight ?? 1;
          if (s && shouldCloseOnSwipe(drag, height, e.timeStamp - s.t)) onClose();
          setDrag(0);
        }}
      >
        <div className="sheet-handle" />
        {title && <div className="sheet-title">{title}</div>}
        <div className="sheet-body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
