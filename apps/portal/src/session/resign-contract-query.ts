/** The query of a contract re-sign link (/login?bookID=..&secret=..&islocal=..), kept as given. */
export interface ResignContractQuery {
  bookID?: string;
  secret?: string;
  islocal?: string;
}

/** Reads the re-sign link's query from /login's search, ignoring anything else. */
export function resignContractQuery(search: Record<string, unknown>): ResignContractQuery {
  const query: ResignContractQuery = {};
  for (const key of ['bookID', 'secret', 'islocal'] as const) {
    const value = search[key];
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      query[key] = String(value);
    }
  }
  return query;
}
