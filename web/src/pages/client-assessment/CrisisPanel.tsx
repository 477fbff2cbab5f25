import { useEffect, useRef } from 'react';
import type { CrisisNotice } from '@rapport/contracts';
import { contactHref } from './format';

/**
 * Crisis resources (DESIGN §6), shown above everything else the moment an answer is
 * flagged. It takes focus and the page scrolls to it, so it is seen and read out at once.
 */
export function CrisisPanel({ notice }: { notice: CrisisNotice }) {
  const ref = useRef<HTMLDivElement>(null);
  // A passive effect, so it runs after QuestionStep's layout-effect focus and wins: when
  // an answer is flagged, the resources come before the next question.
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
    // The panel is the first thing in <main>; the top of the page shows all of it.
    window.scrollTo({ top: 0 });
  }, [notice]);

  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      aria-labelledby="crisis-title"
      className="mb-6 rounded-2xl border-2 border-danger-line bg-danger-soft p-5 text-danger-soft-fg shadow-sm focus:outline-2 focus:outline-offset-2 focus:outline-danger sm:p-6"
    >
      <h2 id="crisis-title" className="text-lg font-semibold">
        You don&apos;t have to go through this alone
      </h2>
      <p className="mt-2 text-base">{notice.message}</p>
      {notice.resources.length > 0 && (
        <ul className="mt-4 space-y-3">
          {notice.resources.map((r) => (
            <li
              key={`${r.name}-${r.contact}`}
              className="rounded-xl bg-surface/70 p-3 ring-1 ring-danger-line"
            >
              <p className="font-semibold">
                {r.name}: <ContactText contact={r.contact} />
              </p>
              {r.description && <p className="mt-1 text-sm text-danger-soft-fg">{r.description}</p>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ContactText({ contact }: { contact: string }) {
  const href = contactHref(contact);
  if (!href) return <span>{contact}</span>;
  return (
    <a href={href} className="underline underline-offset-2 hover:text-danger-text">
      {contact}
    </a>
  );
}
