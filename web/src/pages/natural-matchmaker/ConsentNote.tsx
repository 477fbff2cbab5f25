import { emergencyNote, guestAccountNote } from '../privacy/notice';

/**
 * What the voice consent step adds to its notice (issue 16): that a guest account keeps the
 * consent when nobody is signed in, that typing is always possible, and that Rapport is not
 * an emergency service.
 */
export function ConsentNote({ signedIn }: { signedIn: boolean }) {
  return (
    <ul className="list-disc space-y-1 rounded-xl border border-line bg-canvas p-4 pl-9 text-sm text-fg-body">
      {!signedIn && <li>{guestAccountNote}</li>}
      <li>You can type your answers instead of speaking, and end the conversation at any time.</li>
      <li className="font-medium text-fg">{emergencyNote}</li>
    </ul>
  );
}

/** Before any button that opens the microphone, once consent is given. */
export function MicrophoneNote() {
  return (
    <div className="rounded-xl border border-line bg-canvas p-4 text-left text-sm text-fg-body">
      <p>
        Starting turns on your microphone; you can type your answers instead, and end the
        conversation at any time.
      </p>
      <p className="mt-2 font-medium text-fg">{emergencyNote}</p>
    </div>
  );
}
