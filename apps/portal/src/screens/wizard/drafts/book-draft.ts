import {
  type Contributor,
  type CoverFinish,
  DEFAULT_PAPER_SIDE,
  DEFAULT_SPINE_ID,
  type FormatDraft,
  type PrintOptionId,
} from '@pod-portal/domain';

/** The general-info choices of the book being created, as the wizard keeps them. */
export interface BookDraft extends FormatDraft {
  title: string;
  /** The chosen BISAC subject heading (its `XXX000000` code). */
  subjectHeading: string | null;
  /** The genre sent with the quote: the sub-category's BISAC code. */
  genre: string | null;
  bisacCode: string;
  author: string;
  contributors: Contributor[];
  coverFinish: CoverFinish | null;
  paperSide: number;
  spineId: number;
  /** Prices as typed (rand locally, USD internationally). */
  localPrice: string;
  internationalPrice: string;
  options: Record<PrintOptionId, boolean>;
  heavyGraphics: boolean;
  recordingRequired: boolean;
  voiceArtistId: number | null;
  /** The chosen artist's accent and gender (the payload's nationality and gender). */
  voiceAccent: string | null;
  voiceGender: string | null;
}

export const EMPTY_DRAFT: BookDraft = {
  format: null,
  isLocal: false,
  isInternational: false,
  numPages: null,
  size: null,
  height: null,
  width: null,
  orientation: null,
  template: null,
  colour: null,
  localPaperType: null,
  localCoverPaperType: null,
  internationalPaperType: null,
  internationalCoverPaperType: null,
  binding: 'perfect-bound',
  isbn: '',
  isbnNeeded: false,
  title: '',
  subjectHeading: null,
  genre: null,
  bisacCode: '',
  author: '',
  contributors: [],
  coverFinish: null,
  paperSide: DEFAULT_PAPER_SIDE,
  spineId: DEFAULT_SPINE_ID,
  localPrice: '',
  internationalPrice: '',
  options: {
    duplex: false,
    softTouchMattLamination: false,
    spiralBound: false,
    perforation: false,
    spotUv: false,
  },
  heavyGraphics: false,
  recordingRequired: false,
  voiceArtistId: null,
  voiceAccent: null,
  voiceGender: null,
};
