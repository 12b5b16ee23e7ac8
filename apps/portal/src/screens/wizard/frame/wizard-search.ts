/** The query of a resumed book: `?continue=true&lbid=12&ibid=13&region=li`. */
export interface WizardSearch {
  continue?: boolean | undefined;
  lbid?: number | undefined;
  ibid?: number | undefined;
  region?: 'l' | 'i' | 'li' | undefined;
}

const asId = (value: unknown) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/**
 * Reads the resume query. Every key is given (undefined when malformed or missing, as for
 * `lbid=` of an international-only book) so the router keeps no raw value beside it.
 */
export function validateWizardSearch(search: Record<string, unknown>): WizardSearch {
  const region = search.region;
  return {
    continue: search.continue === true || search.continue === 'true' ? true : undefined,
    lbid: asId(search.lbid),
    ibid: asId(search.ibid),
    region: region === 'l' || region === 'i' || region === 'li' ? region : undefined,
  };
}
