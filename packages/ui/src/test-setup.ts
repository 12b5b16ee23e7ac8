import { cleanup } from '@testing-library/react';
// jsdom has no CSS.escape, which React Aria uses to read <meta> tags; browsers all have it.
import 'css.escape';
import { afterEach } from 'vitest';

// jsdom's canvas answers null after printing "Not implemented" (axe probes it for icon fonts);
// answer null quietly, as a browser does for a context it does not support. (Files that run in
// the node environment have no DOM.)
if (typeof HTMLCanvasElement !== 'undefined') HTMLCanvasElement.prototype.getContext = () => null;

afterEach(() => {
  cleanup();
});
