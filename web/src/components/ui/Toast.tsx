import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { cva } from 'class-variance-authority';
import { cn } from './cn';

export type ToastTone = 'info' | 'success' | 'error';

interface ToastItem {
  id: number;
  message: string;
  tone: ToastTone;
}

export interface Toaster {
  /** Shows a message in the page's toast region; errors stay until dismissed. */
  show(message: string, tone?: ToastTone): void;
  success(message: string): void;
  error(message: string): void;
}

/** How long a success or info message stays; errors wait for the person to dismiss them. */
export const TOAST_DURATION_MS = 6000;
const MAX_VISIBLE = 3;

const ToastContext = createContext<Toaster | null>(null);

const toastVariants = cva(
  'pointer-events-auto flex w-full items-start gap-3 rounded-xl border px-4 py-3 text-sm shadow-lg animate-fade-in',
  {
    variants: {
      tone: {
        info: 'border-info-line bg-info-soft text-info-soft-fg',
        success: 'border-success-line bg-success-soft text-success-soft-fg',
        error: 'border-danger-line bg-danger-soft text-danger-soft-fg',
      },
    },
  },
);

/**
 * The toast region of the app screens (instead of `alert()`): short messages in a corner,
 * announced to screen readers (errors assertively), each with a Dismiss button.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((t) => t.id !== id));
  }, []);

  const toaster = useMemo<Toaster>(() => {
    const show = (message: string, tone: ToastTone = 'info') => {
      const id = nextId.current++;
      setToasts((current) =>
        [...current.filter((t) => t.message !== message), { id, message, tone }].slice(
          -MAX_VISIBLE,
        ),
      );
      if (tone !== 'error') window.setTimeout(() => dismiss(id), TOAST_DURATION_MS);
    };
    return { show, success: (m) => show(m, 'success'), error: (m) => show(m, 'error') };
  }, [dismiss]);

  const region = (live: 'polite' | 'assertive') => (
    // Live regions without a role: they are always in the page (so what is added to them
    // is announced), and an empty one must not count as an alert on the page.
    <div aria-live={live} className="flex flex-col gap-2 empty:hidden">
      {toasts
        .filter((t) => (t.tone === 'error') === (live === 'assertive'))
        .map((t) => (
          <div key={t.id} className={toastVariants({ tone: t.tone })} data-toast={t.tone}>
            <p className="min-w-0 flex-1 font-medium break-words">{t.message}</p>
            <button
              type="button"
              onClick={() => dismiss(t.id)}
              className={cn(
                'shrink-0 rounded-md px-1.5 text-xs font-semibold underline-offset-2 hover:underline',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
              )}
            >
              Dismiss
            </button>
          </div>
        ))}
    </div>
  );

  return (
    <ToastContext.Provider value={toaster}>
      {children}
      <section
        aria-label="Notifications"
        className="pointer-events-none fixed inset-x-3 bottom-3 z-50 flex flex-col gap-2 sm:inset-x-auto sm:right-4 sm:bottom-4 sm:w-96"
      >
        {region('assertive')}
        {region('polite')}
      </section>
    </ToastContext.Provider>
  );
}

const fallback: Toaster = {
  show: (message) => console.warn('No ToastProvider for:', message),
  success: (message) => console.warn('No ToastProvider for:', message),
  error: (message) => console.warn('No ToastProvider for:', message),
};

/** The page's toaster (every app screen has one through AppAreaLayout). */
export function useToast(): Toaster {
  return useContext(ToastContext) ?? fallback;
}
