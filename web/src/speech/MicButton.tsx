import { cn } from '../components/ui';

/**
 * The microphone toggle shown inside text areas. Red and pulsing while listening;
 * aria-pressed tells screen readers whether dictation is on.
 */
export function MicButton({
  listening,
  onClick,
  disabled,
  className,
}: {
  listening: boolean;
  onClick: () => void;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-pressed={listening}
      aria-label={listening ? 'Stop dictation' : 'Start dictation'}
      title={listening ? 'Stop dictation' : 'Dictate'}
      className={cn(
        'inline-flex size-10 items-center justify-center rounded-full transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
        'disabled:cursor-not-allowed disabled:opacity-50',
        listening
          ? 'animate-pulse bg-danger text-white shadow-md hover:bg-danger-hover'
          : 'bg-subtle text-fg-body hover:bg-primary-soft hover:text-primary-soft-fg',
        className,
      )}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <rect x="9" y="2" width="6" height="12" rx="3" />
        <path d="M5 10a7 7 0 0 0 14 0M12 17v5M8 22h8" />
      </svg>
    </button>
  );
}
