import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Card } from '../../components/ui';
import { errorClasses } from '../../components/ui/field-variants';
import { notices, type ConsentPurpose } from './notice';

/**
 * The consent step (issue 16): the short notice for `purpose`, then one clear 'I agree'. A
 * failure to save says so under the button; nothing goes on until the server kept it.
 */
export function ConsentStep({
  purpose,
  agreeing,
  error,
  onAgree,
  takeFocus = false,
  headingLevel = 1,
  children,
}: {
  purpose: ConsentPurpose;
  agreeing: boolean;
  error: string | null;
  onAgree: () => void;
  /** Move focus to the notice (it came back after a refusal, in place of the screen). */
  takeFocus?: boolean;
  /** h1 where the notice is the screen, h2 inside a page that has its own title. */
  headingLevel?: 1 | 2;
  /** Notes shown under the notice, e.g. that a guest account will be created. */
  children?: ReactNode;
}) {
  const notice = notices[purpose];
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) heading.current?.focus({ preventScroll: true });
  }, [takeFocus]);
  const titleId = `consent-${purpose}-title`;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const errorId = `consent-${purpose}-error`;

  return (
    <Card padding="lg" aria-labelledby={titleId} role="region" data-testid="consent-step">
      <div className="space-y-5 text-left">
        <div className="space-y-1">
          <Heading
            id={titleId}
            ref={heading}
            tabIndex={-1}
            className="text-2xl font-semibold tracking-tight text-fg focus:outline-none sm:text-3xl"
          >
            {notice.title}
          </Heading>
          <p className="text-fg-muted">{notice.lead}</p>
        </div>
        <dl className="space-y-3 text-sm text-fg-body">
          {notice.sections.map((s) => (
            <div key={s.heading}>
              <dt className="font-semibold text-fg">{s.heading}</dt>
              <dd className="mt-0.5">{s.text}</dd>
            </div>
          ))}
        </dl>
        {children}
        <div className="space-y-3 border-t border-line pt-5">
          <p className="text-sm text-fg-body">{notice.agreement}</p>
          <Button
            size="lg"
            onClick={onAgree}
            loading={agreeing}
            aria-describedby={error ? errorId : undefined}
          >
            I agree
          </Button>
          {error && (
            <p id={errorId} role="alert" className={errorClasses}>
              {error}
            </p>
          )}
        </div>
      </div>
    </Card>
  );
}
