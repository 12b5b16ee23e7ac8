/** Cover stock of the catalogue (the `l_cover_type_id` / `i_cover_type_id` choices). */
export interface CoverType {
  id: number;
  name: string;
  hardcover: boolean;
}

export const COVER_TYPES: readonly CoverType[] = [
  { id: 1, name: 'Small Paperback', hardcover: false },
  { id: 2, name: 'Large Paperback', hardcover: false },
  { id: 3, name: 'Small Hardcover', hardcover: true },
  { id: 4, name: 'Large Hardcover', hardcover: true },
];
