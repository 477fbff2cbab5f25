/** The portal's error texts (spec §8 "Accounts and dashboards"). */
export const messages = {
  profileLoadFailed: 'Failed to load your profile. Please try again later.',
  generationFailed: 'Failed to generate your personality profile. Please try again later.',
} as const;
