/** The expert inputs of issue 12 that the offline engine read backwards. */
export const drinking =
  'Clients who feel ashamed about drinking need a therapist who does not lecture them. Curiosity works better than confrontation, and small, practical goals keep them coming back.';

/** The demo seed's couples contribution. */
export const couples =
  'Couples usually arrive stuck in the same argument about the relationship. ' +
  'The therapists who help most are direct: they interrupt blame, give honest feedback and set goals both partners agree on. ' +
  'Many partners repeat patterns they learned growing up, but the work stays on how they talk to each other now. ' +
  'Depression in one partner often hides behind the conflict.';

export const testMeEarly = 'Test me early on. My previous therapist never did.';
