export const SHORT_DESCRIPTION_LIMIT = 200;
export const MAIN_DESCRIPTION_LIMIT = 512;

/** A description's counter as shown under the field ("150/200"), red when over the limit. */
export type DescriptionCounter = {
  count: number;
  limit: number;
  label: string;
  overLimit: boolean;
};

/** Counts characters (not UTF-16 units): the specification does not name the unit. */
export function describeCounter(text: string, limit: number): DescriptionCounter {
  const count = [...text].length;
  return { count, limit, label: `${count}/${limit}`, overLimit: count > limit };
}
