/**
 * The address of a wizard step: a saved campaign's id is in the path; before that the place rides in the query.
 * A module of its own, importing nothing: the public pages' shell links into the wizard without its rules.
 */
export const wizardHref = (number: number, place: string | undefined, campaignId?: string): string =>
  campaignId
    ? `/calculator/step-${number}/${encodeURIComponent(campaignId)}`
    : place
      ? `/calculator/step-${number}?advertisePlace=${encodeURIComponent(place)}`
      : `/calculator/step-${number}`
