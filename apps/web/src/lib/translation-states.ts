/** How staff's pages name the state of a page's Spanish version (issue 62). */
export const translationStates = {
  current: 'Current',
  behind: 'Behind: the English changed since',
  missing: 'None yet',
} as const;
