/**
 * The conversation area's generations (filled in by the conversation work). Both providers implement it:
 * ./local.ts (offline NLP + matching model) and ./openai.ts (structured outputs).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ConversationEngine {}
