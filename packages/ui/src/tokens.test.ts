// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// axe cannot judge colours in jsdom, so the token pairs the styles put together are checked
// here against WCAG 2.2: 4.5:1 for text, 3:1 for borders, focus rings and other UI parts.
const tokens = new Map(
  [
    ...readFileSync(new URL('./tokens.css', import.meta.url), 'utf8').matchAll(
      /--(ui-color-[\w-]+):\s*(#[0-9a-f]{6});/g,
    ),
  ].map(([, name, hex]) => [name, hex] as const),
);

const luminance = (hex: string) => {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

const color = (name: string) => {
  const hex = tokens.get(name);
  if (!hex) throw new Error(`tokens.css has no --${name}`);
  return hex;
};

const text: [string, string][] = [
  ['ui-color-text', 'ui-color-surface'],
  ['ui-color-text', 'ui-color-surface-muted'],
  ['ui-color-text-muted', 'ui-color-surface'],
  ['ui-color-text-muted', 'ui-color-surface-muted'],
  ['ui-color-primary', 'ui-color-surface'],
  ['ui-color-primary', 'ui-color-primary-subtle'],
  ['ui-color-primary', 'ui-color-surface-muted'],
  ['ui-color-on-primary', 'ui-color-primary'],
  ['ui-color-on-primary', 'ui-color-primary-hover'],
  ['ui-color-on-primary', 'ui-color-primary-pressed'],
  ['ui-color-on-danger', 'ui-color-danger'],
  ['ui-color-on-danger', 'ui-color-danger-hover'],
  ['ui-color-danger-text', 'ui-color-surface'],
  ['ui-color-danger-text', 'ui-color-danger-subtle'],
  ['ui-color-success-text', 'ui-color-success-subtle'],
  ['ui-color-warning-text', 'ui-color-warning-subtle'],
  ['ui-color-info-text', 'ui-color-info-subtle'],
  ['ui-color-info-text', 'ui-color-primary-subtle'],
];

const parts: [string, string][] = [
  ['ui-color-border', 'ui-color-surface'],
  ['ui-color-border', 'ui-color-surface-muted'],
  ['ui-color-focus', 'ui-color-surface'],
  ['ui-color-focus', 'ui-color-surface-muted'],
  ['ui-color-danger', 'ui-color-surface'],
  ['ui-color-success', 'ui-color-success-subtle'],
];

describe('colour tokens', () => {
  it.each(text)('text %s on %s is at least 4.5:1', (fg, bg) => {
    expect(contrast(color(fg), color(bg))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(parts)('UI part %s on %s is at least 3:1', (fg, bg) => {
    expect(contrast(color(fg), color(bg))).toBeGreaterThanOrEqual(3);
  });

  it('computes contrast the WCAG way', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});
