const PREFIX = 'Print on Demand';

/** Every page title starts with the product's name: `Print on Demand | Your books`. */
export function pageTitle(name?: string): string {
  return name ? `${PREFIX} | ${name}` : PREFIX;
}
