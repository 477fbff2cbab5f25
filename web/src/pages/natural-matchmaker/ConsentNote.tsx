/**
 * What happens when the microphone opens, said before it does: what is recorded, why, what
 * is kept, and that Rapport is not an emergency service.
 */
export function ConsentNote() {
  return (
    <div className="rounded-xl border border-line bg-canvas p-4 text-left text-sm text-fg-body">
      <h2 className="font-semibold text-fg">Before you start</h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>
          Starting turns on your microphone. What you say while it is your turn is sent to Rapport
          to be transcribed; your browser&apos;s own speech recognition may also process it.
        </li>
        <li>
          We use your words only to understand what you need and to match you with a therapist. If
          you are logged in, your answers are saved to your account so you can continue later.
        </li>
        <li>You can type your answers instead, and end the conversation at any time.</li>
        <li className="font-medium text-fg">
          Rapport is not an emergency service. If you are in crisis or thinking about harming
          yourself, call or text 988 (US) or your local emergency number now.
        </li>
      </ul>
      <p className="mt-2">By starting, you agree to this use of your microphone and answers.</p>
    </div>
  );
}
