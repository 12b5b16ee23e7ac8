import { describe, expect, it } from 'vitest';
import { pdfPageTexts } from '../test/pdf-text.ts';
import { renderCoverTemplate } from './cover-template.ts';

describe('renderCoverTemplate', () => {
  it('draws any title an author types: letters it cannot show as "?", a long one shortened', async () => {
    const pdf = await renderCoverTemplate({
      title: `Zoë 🙂 ${'The Long Walk Home '.repeat(20)}`,
      trimWidthMm: 148,
      trimHeightMm: 210,
      spineMm: 10,
    });
    const [text = ''] = await pdfPageTexts(pdf);
    expect(text).toContain('Zoë ? The Long Walk Home');
    expect(text).toMatch(/\.\.\. /);
    expect(text).not.toContain('The Long Walk Home '.repeat(20).trim());
  });
});
