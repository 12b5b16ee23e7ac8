import type { ColourType } from '../catalogue/colour-types.ts';
import type { PrintInk } from './printer-rules.ts';

/**
 * A book's interior ink from its colour type: 'B&W' is black; our one colour, 'Colo', compares
 * with other printers' standard colour. The browser's preflight and the server's use it alike.
 */
export const inkOf = (colour: ColourType): PrintInk =>
  colour === 'B&W' ? 'black' : 'standard-colour';
