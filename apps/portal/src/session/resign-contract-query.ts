type QueryValue = string | number | boolean;

/**
 * The query of a contract re-sign link (/login?bookID=..&secret=..&islocal=..). Values stay
 * as the router parsed them (`101`, `true`), so the address keeps its exact text.
 */
export interface ResignContractQuery {
  bookID?: QueryValue;
  secret?: QueryValue;
  islocal?: QueryValue;
}

/** Reads the re-sign link's query from the search, ignoring anything else. */
export function resignContractQuery(search: Record<string, unknown>): ResignContractQuery {
  const query: ResignContractQuery = {};
  for (const key of ['bookID', 'secret', 'islocal'] as const) {
    const value = search[key];
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      query[key] = value;
    }
  }
  return query;
}

/** The link's query as text (its own keys only), e.g. to pass it on to /resign-contract. */
export function resignQueryString(query: ResignContractQuery): string {
  return new URLSearchParams(
    Object.entries(resignContractQuery({ ...query })).map(([key, value]) => [key, String(value)]),
  ).toString();
}
