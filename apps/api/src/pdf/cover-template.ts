import { COVER_BLEED_MM, coverSizeMm } from '@pod-portal/domain';
import { degrees, PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { printable } from './document-layout.ts';

/** What a cover template is drawn from: the book's title, trim and spine in mm. */
export interface CoverTemplateTask {
  title: string;
  trimWidthMm: number;
  trimHeightMm: number;
  spineMm: number;
}

const PT_PER_MM = 72 / 25.4;
/** Text and pictures that matter stay this far inside the trim. */
const SAFETY_MM = 5;
/** The barcode's place on the back cover (2 x 1.2 in, the usual EAN-13 box with its price). */
const BARCODE_MM = { width: 50.8, height: 30.5 };

const RED = rgb(0.8, 0.1, 0.1);
const BLUE = rgb(0.1, 0.3, 0.8);
const GREY = rgb(0.45, 0.45, 0.45);

const pt = (mm: number) => mm * PT_PER_MM;
const mm1 = (value: number) => `${Math.round(value * 100) / 100}`;

function box(
  page: PDFPage,
  x: number,
  y: number,
  width: number,
  height: number,
  color = RED,
  dash?: number[],
) {
  page.drawRectangle({
    x: pt(x),
    y: pt(y),
    width: pt(width),
    height: pt(height),
    borderColor: color,
    borderWidth: 0.6,
    ...(dash && { borderDashArray: dash }),
  });
}

function centred(
  page: PDFPage,
  font: PDFFont,
  text: string,
  xMm: number,
  yMm: number,
  size: number,
) {
  const width = font.widthOfTextAtSize(text, size);
  page.drawText(text, { x: pt(xMm) - width / 2, y: pt(yMm), size, font, color: GREY });
}

/**
 * The book's title as the standard font can show it (any text an author types: see
 * `printable`), shortened with an ellipsis to fit `widthMm`.
 */
function fitted(font: PDFFont, title: string, size: number, widthMm: number): string {
  const text = printable(font, title);
  if (font.widthOfTextAtSize(text, size) <= pt(widthMm)) return text;
  let kept = [...text];
  while (kept.length > 0 && font.widthOfTextAtSize(`${kept.join('')}...`, size) > pt(widthMm))
    kept = kept.slice(0, -1);
  return `${kept.join('').trimEnd()}...`;
}

/**
 * The cover template of a print book: one page the size of the flat cover with bleed, its trim
 * (red), bleed edge, 5 mm safety margin (blue, dashed), the spine's folds, the barcode area on
 * the back, and the sizes written in the middle of each panel.
 */
export async function renderCoverTemplate(task: CoverTemplateTask): Promise<Uint8Array> {
  const trim = { widthMm: task.trimWidthMm, heightMm: task.trimHeightMm };
  const cover = coverSizeMm(trim, task.spineMm);
  const document = await PDFDocument.create();
  document.setTitle(`Cover template: ${task.title}`);
  document.setCreator('Print on Demand');
  const page = document.addPage([pt(cover.widthMm), pt(cover.heightMm)]);
  const font = await document.embedFont(StandardFonts.Helvetica);
  const bleed = COVER_BLEED_MM;
  const backLeft = bleed;
  const spineLeft = bleed + trim.widthMm;
  const frontLeft = spineLeft + task.spineMm;
  // Trim: the three panels as they will be cut and folded.
  box(page, backLeft, bleed, trim.widthMm, trim.heightMm);
  box(page, spineLeft, bleed, task.spineMm, trim.heightMm);
  box(page, frontLeft, bleed, trim.widthMm, trim.heightMm);
  // Safety margins inside the back and front panels.
  for (const left of [backLeft, frontLeft])
    box(
      page,
      left + SAFETY_MM,
      bleed + SAFETY_MM,
      trim.widthMm - 2 * SAFETY_MM,
      trim.heightMm - 2 * SAFETY_MM,
      BLUE,
      [4, 3],
    );
  // The barcode's place: bottom right of the back cover, inside the safety margin.
  const barcodeX = spineLeft - SAFETY_MM - BARCODE_MM.width;
  box(page, barcodeX, bleed + SAFETY_MM, BARCODE_MM.width, BARCODE_MM.height, GREY);
  centred(
    page,
    font,
    'Barcode area',
    barcodeX + BARCODE_MM.width / 2,
    bleed + SAFETY_MM + BARCODE_MM.height / 2 - 1,
    7,
  );

  const middle = bleed + trim.heightMm / 2;
  centred(page, font, 'BACK COVER', backLeft + trim.widthMm / 2, middle + 8, 14);
  centred(page, font, 'FRONT COVER', frontLeft + trim.widthMm / 2, middle + 8, 14);
  centred(
    page,
    font,
    fitted(font, task.title, 9, trim.widthMm - 2 * SAFETY_MM),
    frontLeft + trim.widthMm / 2,
    middle,
    9,
  );
  const lines = [
    `Full cover with bleed: ${mm1(cover.widthMm)} x ${mm1(cover.heightMm)} mm`,
    `Trim: ${mm1(trim.widthMm)} x ${mm1(trim.heightMm)} mm per panel; spine ${mm1(task.spineMm)} mm`,
    `Bleed: ${bleed} mm past the red trim lines; keep text inside the blue lines (${SAFETY_MM} mm)`,
  ];
  lines.forEach((line, index) => {
    centred(page, font, line, backLeft + trim.widthMm / 2, middle - 6 - index * 4.5, 6.5);
  });
  if (task.spineMm >= 6) {
    page.drawText('SPINE', {
      x: pt(spineLeft + task.spineMm / 2) + 2.5,
      y: pt(middle) - font.widthOfTextAtSize('SPINE', 7) / 2,
      size: 7,
      font,
      color: GREY,
      rotate: degrees(90),
    });
  }
  return document.save();
}
