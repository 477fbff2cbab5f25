import { useEffect, useRef, useState } from 'react';
import { arrivalMessage } from '../../app/arrival-message';
import { buttonVariants } from '../../components/ui/button-variants';

/**
 * A message an app screen left for this page, e.g. "Your account and everything we held about
 * you have been deleted." (issue 16). It takes focus so it is read out, and stays until
 * dismissed. cva only: the landing page does not load tailwind-merge.
 */
export function ArrivalNotice() {
  const [message, setMessage] = useState(arrivalMessage.peek);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Shown once: a later visit of the page starts without it.
    arrivalMessage.clear();
    if (message) box.current?.focus({ preventScroll: true });
  }, [message]);
  if (!message) return null;
  return (
    <div
      ref={box}
      role="status"
      tabIndex={-1}
      data-testid="arrival-notice"
      className="fixed inset-x-3 bottom-3 z-50 flex items-start gap-3 rounded-xl border border-success-line bg-success-soft px-4 py-3 text-sm text-success-soft-fg shadow-lg focus:outline-2 focus:outline-offset-2 focus:outline-focus sm:inset-x-auto sm:right-4 sm:bottom-4 sm:max-w-md"
    >
      <p className="min-w-0 flex-1">{message}</p>
      <button
        type="button"
        className={buttonVariants({ variant: 'ghost', size: 'sm' })}
        onClick={() => setMessage(null)}
      >
        Dismiss
      </button>
    </div>
  );
}
