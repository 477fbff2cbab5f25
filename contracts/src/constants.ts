/**
 * Business constants and limits of spec §9, in one place so the web app, the gateway and
 * the services cannot drift apart. Times are milliseconds, sizes bytes.
 *
 * The web app imports this module as `@rapport/contracts/constants`: it must stay free of
 * zod (and of any other import), so the browser bundle gets these values and nothing else.
 */

/** Question audiences (spec §3 "Question"); anything else shows as 'Other' and is saved as client. */
export const audiences = ['client', 'therapist'] as const;

/** Review of a therapist's profile: only approved therapists are recommended or listed to clients. */
export const therapistReviewStatuses = ['pending', 'approved', 'rejected'] as const;

/** Why a client asked for another match ('Try Another Match'). */
export const matchPassReasons = ['not-my-style', 'specialty', 'other'] as const;

/** First-session requests: how the client would like to meet, and where a request stands. */
export const sessionRequestModes = ['online', 'in-person'] as const;
export const sessionRequestDecisions = ['accept', 'decline'] as const;
export const sessionRequestStatuses = ['open', 'accepted', 'declined'] as const;

/** TTS tones of the voice assistant. */
export const ttsTones = ['calm', 'warm', 'enthusiastic'] as const;

/** Voice session states of spec §4 "Voice session state". */
export const voiceSessionStates = [
  'idle',
  'preparing',
  'ai-speaking',
  'listening',
  'processing',
  'analyzing',
  'complete',
] as const;

/**
 * Who may call an operation, checked by the gateway before anything is forwarded.
 * - public: anyone.
 * - optional-user: anyone; a valid session (bearer or cookie) is passed on when present.
 * - user: any signed-in user.
 * - client-or-admin / therapist: a signed-in user with that role (admin passes these role checks).
 * - client: a signed-in client only (a first-session request is a client's own; admins do not pass).
 * - admin: the admin only (the `/api/admin/...` calls); the owning service checks it again.
 * - contribution-token: an `X-Contribution-Token` header must be present; knowledge-capture verifies it.
 * - invite-token: a Natural Matchmaker access token must be present; matchmaker verifies it.
 * - internal: a bus-only call between services (e.g. `<service>.export-user`); the gateway
 *   registers no route for it and the web client never sees it.
 * `invite` (see OperationDef) additionally asks for Natural Matchmaker invite access, which the
 * matchmaker checks: a valid `X-Invite-Token`, or a signed-in account that redeemed one.
 * `owner` (see OperationDef) additionally names the request field holding a user id that must be
 * the caller's own (or the caller is an admin).
 */
export type Access =
  | 'public'
  | 'optional-user'
  | 'user'
  | 'client-or-admin'
  | 'client'
  | 'therapist'
  | 'admin'
  | 'contribution-token'
  | 'invite-token'
  | 'internal';

/**
 * The refusal of a Natural Matchmaker call or voice socket without invite access: 403 on REST,
 * an `error` frame (then the socket closes) on the socket. The screen goes back to the invite gate.
 */
export const inviteRequired = {
  code: 'invite_required',
  message: 'An invite code is required for the Natural Matchmaker.',
} as const;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What a client needs to call one operation of the contract table: no schemas. */
export interface RouteInfo {
  method: HttpMethod;
  /** With `{param}` placeholders, exactly as in the contract. */
  path: string;
  access: Access;
  /** Also needs Natural Matchmaker invite access: the client sends its `X-Invite-Token`. */
  invite?: true;
  /** Sent with a cache-busting `?_=` and `cache: 'no-store'`. */
  noCache?: true;
}

export const limits = {
  /** Contribution-access registration is open only to the first 3 users. */
  contributionRegistrationLimit: 3,
  contributionPasswordMin: 6,
  accountPasswordMin: 8,
  therapistAge: { min: 18, max: 100 },
  experienceYears: { min: 0, max: 70 },
  inviteCodeMax: 12,
  /** An invite access token as presented (issued ones are 43 characters). */
  inviteTokenMax: 128,
  /** Inferred answers needed before 'Find My Therapist' is enabled; progress = count/7, capped at 100%. */
  matchThreshold: 7,
  /** From this many inferred answers the status reads 'Gathering final insights...'. */
  gatheringFinalInsightsFrom: 5,
  /** Audio chunks are combined up to this many bytes per append. */
  audioAppendLimitBytes: 131072,
  matchScore: { min: 0, max: 100 },
  workshopSlides: 12,
  /** An invite code the admin names: 4-12 letters, digits or '-'. */
  inviteCodeMin: 4,
  /** Uses an admin may give one invite code. */
  inviteMaxUses: { min: 1, max: 100_000 },
  /** First-session request texts. */
  sessionRequestMessageMax: 2000,
  sessionRequestTimesMax: 500,
  sessionRequestNoteMax: 1000,
  /** Why an admin rejected a therapist's profile; the therapist reads it. */
  rejectionReasonMax: 1000,
  /** The optional note with 'Try Another Match'. */
  matchPassNoteMax: 500,
  /** Contact messages the admin list answers at most at once. */
  adminListMax: 500,
  /**
   * Upper limits of free text sent to the API or the voice socket (issue 13): generous for
   * people, small enough that no call spends seconds on one request's text.
   */
  text: {
    name: 100,
    email: 254,
    organization: 200,
    contactMessage: 5000,
    /** One spoken or typed answer, and one question. */
    answer: 5000,
    question: 1000,
    /** Ids of questions, sessions, … */
    id: 100,
    /** Answers in one conversation or summary request, and all their text together. */
    qaEntries: 200,
    conversation: 30_000,
    /** What one tts frame may ask to be spoken. */
    tts: 1000,
    /** A senior therapist's raw thoughts, with any refinement instructions. */
    expertInput: 20_000,
    /** An inferred answer's transcript and reasoning. */
    transcript: 20_000,
  },
} as const;

export const timings = {
  registrationSuccessMs: 3000,
  navigateAfterSaveMs: 500,
  speechRestartDelayMs: 50,
  silenceTimeoutMs: 1500,
  listenRetries: 3,
  listenRetryDelayMs: 1000,
  sessionReadyWaitMs: 5000,
  saveDebounceMs: 1000,
  contactStatusResetMs: 3000,
  landingQuestionRotateMs: 3000,
  landingQuestionFadeMs: 500,
  /** Playback volume is lowered in steps of `audioFadeStep` every `audioFadeIntervalMs` on stop. */
  audioFadeStep: 0.1,
  audioFadeIntervalMs: 20,
  chunkLoadTimeoutMs: 120_000,
  keepAwakeReloadMs: 15_000,
} as const;

export const voiceDefaults = {
  voice: 'alloy',
  tone: 'calm',
  /** MediaRecorder settings: 100 ms chunks, 32 kbps, mono, 24 kHz ideal. */
  recording: { chunkMs: 100, bitsPerSecond: 32_000, channelCount: 1, sampleRate: 24_000 },
} as const;

/** Speech counts as detected when at least `required` of the five checks pass (spec §5). */
export const speechDetection = {
  required: 3,
  checks: 5,
  energyMin: 0.05,
  formantEnergyMin: 0.25,
  lowFrequencyNoiseRatioMax: 0.4,
  zeroCrossingRate: { min: 0.03, max: 0.35 },
  spectralCentroidHz: { min: 800, max: 4500 },
} as const;

export const speechRecognition = { language: 'en-US', interimResults: true } as const;

export const ui = {
  landingHeaderTranslucentAfterPx: 20,
  previousContributionsHeightRem: 24,
} as const;

/** Browser local storage keys (spec §3). */
export const storageKeys = {
  user: 'user',
  authToken: 'authToken',
  contributionToken: 'therapist_input_auth',
  inviteAccessToken: 'nm_access_token',
  inviteAccessExpires: 'nm_access_expires',
} as const;

const { therapistAge, experienceYears } = limits;

/** Validation texts the contract schemas answer with and the forms show before sending (spec §5, §8). */
export const formMessages = {
  nameRequired: 'Please enter your name',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  ageRange: `Age must be between ${therapistAge.min} and ${therapistAge.max}`,
  experienceRequired: 'Experience is required',
  experienceRange: `Experience must be between ${experienceYears.min} and ${experienceYears.max} years`,
  answerRequired: 'Please provide an answer before continuing',
  /** A name of digits or signs only ('7') is refused. */
  nameLetters: 'Please enter a name that contains letters',
  sessionMessageRequired: 'Please write a short message to the therapist',
  sessionMessageTooLong: `Please keep your message under ${limits.sessionRequestMessageMax} characters`,
  preferredTimesRequired: 'Please say when you could meet',
  preferredTimesTooLong: `Please keep your preferred times under ${limits.sessionRequestTimesMax} characters`,
  sessionModeRequired: 'Please choose online or in person',
  decisionRequired: 'Please accept or decline the request',
  noteTooLong: `Please keep your note under ${limits.sessionRequestNoteMax} characters`,
  rejectionReasonRequired: 'Please give the therapist a reason',
  rejectionReasonTooLong: `Please keep the reason under ${limits.rejectionReasonMax} characters`,
  matchPassReasonRequired: 'Please tell us why you would like another match',
  matchPassNoteTooLong: `Please keep your note under ${limits.matchPassNoteMax} characters`,
  inviteCodeFormat: `Invite codes are ${limits.inviteCodeMin}-${limits.inviteCodeMax} letters, digits or '-'`,
  inviteMaxUsesRange: `Uses must be a whole number from ${limits.inviteMaxUses.min} to ${limits.inviteMaxUses.max}`,
  inviteExpiryInvalid: 'Please choose a valid expiry date',
} as const;

/**
 * Consent (issue 16). What a user agrees to before their answers are processed, one purpose per
 * kind of processing; the screens show the notice, the server keeps only its version.
 */
export const consentPurposes = ['assessment', 'voice'] as const;
export type ConsentPurpose = (typeof consentPurposes)[number];

/** The notice versions in force: consent given to an older version counts as none. */
export const noticeVersions: Record<ConsentPurpose, string> = {
  assessment: '2026-11-23',
  voice: '2026-11-23',
};

/** The refusal of a call that processes answers without an active consent for its purpose (403). */
export const consentRequired = {
  code: 'consent_required',
  message: 'Please read and accept how we use your answers before you continue.',
} as const;

/** Answers and refusals of the "Your data" calls. */
export const privacyMessages = {
  consentWithdrawn:
    'Consent withdrawn. We no longer process new answers for this purpose. You can delete your data from Your data.',
  accountDeleted: 'Your account and everything we held about you have been deleted.',
  wrongPassword: 'The password is not correct.',
  passwordRequired: 'Please enter your password to delete your account.',
  exportIncomplete:
    'Your data could not be exported because one part of the service did not answer. Nothing was left out on purpose; please try again in a minute.',
  noConsentToWithdraw: 'There is no active consent for this purpose to withdraw.',
} as const;

/** Error codes of the "Your data" calls. */
export const privacyCodes = {
  exportIncomplete: 'export_incomplete',
  wrongPassword: 'wrong_password',
} as const;

/** The export download: `rapport-data-<YYYY-MM-DD>.json`. */
export const exportFilePrefix = 'rapport-data';
