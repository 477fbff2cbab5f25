/** The voice screen's fixed texts (spec §2, §4, §8) and numbers (§9), shared with its tests. */
export const text = {
  inviteTitle: 'Invite Only',
  invitePlaceholder: 'ENTER CODE',
  inviteButton: 'Access Natural Matchmaker',
  inviteHint: "Don't have an invite code? Contact support for access.",
  inviteRequired: 'Please enter an invite code',
  inviteInvalid: 'Invalid invite code',
  inviteNetwork: 'Failed to validate code. Please try again.',
  /** The server refused the stored access (expired or revoked): back at the gate. */
  inviteExpired: 'Your invite access has ended. Please enter your invite code again.',

  welcomeBack: 'Welcome Back!',
  welcome: 'Welcome!',
  continueConversation: 'Continue Conversation',
  startFresh: 'Start Fresh',
  startConversation: 'Start Conversation',
  myProfile: 'My Profile',

  sessionLoadFailed: 'Failed to load session. Starting a new one instead.',
  sessionStartFailed: 'Failed to start session. Please try again.',
  sessionEnded: 'Session ended.',

  questionReasoning: 'Question Reasoning',
  keepTalking: 'Keep Talking...',
  findMyTherapist: 'Find My Therapist',
  processing: 'Processing...',
  understanding: 'Understanding you better...',
  gathering: 'Gathering final insights...',
  ready: 'Ready when you are!',

  perfectMatch: 'Perfect Match Found!',
  whyWorkWell: "Why You'll Work Well Together",
  tryAnotherMatch: 'Try Another Match',
  bookFirstSession: 'Book First Session',

  crashTitle: 'Something went wrong',
  crashBody: 'The voice session encountered an error.',
  restartSession: 'Restart Session',

  typeYourAnswer: 'Type your answer',
} as const;

/** Spec §9. */
export const voice = {
  matchThreshold: 7,
  gatheringFrom: 5,
  inviteCodeMax: 12,
  sessionReadyWaitMs: 5000,
  listenRetries: 3,
  listenRetryDelayMs: 1000,
  saveDebounceMs: 1000,
  /** How long to wait for the server's audio before the browser speaks the text itself. */
  speechFallbackMs: 4000,
  greetingTone: 'warm',
  questionTone: 'calm',
} as const;

export const socketPath = '/ws/natural-matchmaker';
