import { cleanup } from '@testing-library/react';
// jsdom has no CSS.escape, which React Aria uses to read <meta> tags; browsers all have it.
import 'css.escape';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
