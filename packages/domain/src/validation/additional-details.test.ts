import { describe, expect, it } from 'vitest';
import { additionalDetailsSchema } from './additional-details.ts';
import {
  describeCounter,
  MAIN_DESCRIPTION_LIMIT,
  SHORT_DESCRIPTION_LIMIT,
} from './description-counter.ts';
import {
  BROKEN_CHARACTER_MESSAGE,
  CONTROL_CHARACTER_MESSAGE,
  LINE_BREAK_MESSAGE,
} from './messages.ts';
import { errorsOf as fieldErrorsOf } from './test-field-errors.ts';

const errorsOf = (input: unknown) => fieldErrorsOf(additionalDetailsSchema, input);

const details = {
  subtitle: 'A memoir',
  author: "Thandi O'Neil-Mokoena",
  contributors: [{ name: 'Sipho Dube', role: 'Editor' }],
  publicationDate: '2026-03-01',
  onSaleDate: '2026-04-01',
  language: 'en',
  genre: 'Biography',
  keywords: ['memoir', 'Cape Town'],
  bisacCode: 'BIO000000',
  shortDescription: 'Short.',
  mainDescription: 'The main description.',
  copyrightHolder: 'Thandi Mokoena',
  copyrightDate: '2025-12-31',
  recommendedAudience: 'General Trade',
  indicatedAudienceWarning: '00',
};

describe('additionalDetailsSchema', () => {
  it('accepts complete details', () => {
    expect(errorsOf(details)).toEqual({});
    expect(
      errorsOf({ ...details, language: 'nso', bisacCode: '', indicatedAudienceWarning: '07' }),
    ).toEqual({});
  });

  it('requires the print metadata', () => {
    expect(
      errorsOf({
        author: '',
        publicationDate: '',
        language: '',
        keywords: [],
        mainDescription: ' ',
        copyrightHolder: '',
        copyrightDate: '',
        recommendedAudience: '',
        indicatedAudienceWarning: '',
      }),
    ).toEqual({
      author: ["Please enter your book's author"],
      keywords: ['Please add at least one keyword'],
      publicationDate: ["Please select your book's publication date"],
      language: ["Please select your book's language"],
      mainDescription: ["Please enter your book's main description"],
      copyrightHolder: ["Please enter your book's copyright holder"],
      copyrightDate: ["Please select your book's on copyright date"],
      recommendedAudience: ["Please enter your book's recommended audience"],
      indicatedAudienceWarning: ["Please enter your book's indicated audience warning"],
    });
    expect(errorsOf({})).toMatchObject({
      keywords: ['Please add at least one keyword'],
      language: ["Please select your book's language"],
    });
  });

  it('checks names, dates, language, BISAC code and contributors', () => {
    expect(
      errorsOf({
        ...details,
        author: 'R2-D2',
        copyrightHolder: 'ACME (Pty) Ltd',
        publicationDate: '2026-02-30',
        copyrightDate: '31/12/2025',
        language: 'xx',
        bisacCode: 'fic000000',
        contributors: [{ name: 'Sipho', role: '' }],
      }),
    ).toEqual({
      author: ['Please enter a valid author name with no special characters and numbers'],
      copyrightHolder: ['Please enter a valid name with no special characters and no numbers'],
      publicationDate: ["Please select your book's publication date"],
      copyrightDate: ["Please select your book's on copyright date"],
      language: ["Please select your book's language"],
      bisacCode: ['Please enter a valid BISAC code'],
      contributors: ['Please fill both the Contributor Name and Contributor Role fields'],
    });
  });

  it('accepts a custom contributor role and only known audiences and warnings', () => {
    expect(
      errorsOf({ ...details, contributors: [{ name: 'Ann Lee', role: 'Illustrator' }] }),
    ).toEqual({});
    expect(
      errorsOf({ ...details, recommendedAudience: 'Adults', indicatedAudienceWarning: '08' }),
    ).toEqual({
      recommendedAudience: ["Please enter your book's recommended audience"],
      indicatedAudienceWarning: ["Please enter your book's indicated audience warning"],
    });
  });
});

describe('the descriptions', () => {
  it('take paragraphs, written with line feeds or carriage return and line feed', () => {
    const paragraphs = {
      shortDescription: 'A journey.\nAcross the Karoo.',
      mainDescription: 'First paragraph.\n\nSecond paragraph,\r\nwith a line break.',
      longDescription: 'One.\r\n\r\nTwo.\n\nThree.',
    };
    const parsed = additionalDetailsSchema.parse({ ...details, ...paragraphs });
    expect(parsed).toMatchObject(paragraphs);
  });

  it('say what is wrong with a refused text, not that it is missing', () => {
    expect(
      errorsOf({
        ...details,
        shortDescription: 'Bell\u0007',
        mainDescription: 'First.\n\nSecond \u001b[31m red.',
        longDescription: 'Half an emoji \ud83d.',
      }),
    ).toEqual({
      shortDescription: [CONTROL_CHARACTER_MESSAGE],
      mainDescription: [CONTROL_CHARACTER_MESSAGE],
      longDescription: [BROKEN_CHARACTER_MESSAGE],
    });
    expect(errorsOf({ ...details, author: 'Thandi\nMokoena' })).toEqual({
      author: [LINE_BREAK_MESSAGE],
    });
  });
});

describe('describeCounter', () => {
  it('counts toward the short (200) and main (512) description limits', () => {
    expect(SHORT_DESCRIPTION_LIMIT).toBe(200);
    expect(MAIN_DESCRIPTION_LIMIT).toBe(512);
    expect(describeCounter('a'.repeat(150), SHORT_DESCRIPTION_LIMIT)).toEqual({
      count: 150,
      limit: 200,
      label: '150/200',
      overLimit: false,
    });
    expect(describeCounter('a'.repeat(200), 200).overLimit).toBe(false);
    expect(describeCounter('a'.repeat(201), 200)).toMatchObject({
      label: '201/200',
      overLimit: true,
    });
    expect(describeCounter('', MAIN_DESCRIPTION_LIMIT).label).toBe('0/512');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(describeCounter('Zoë 📚', 200).count).toBe(5);
  });
});
