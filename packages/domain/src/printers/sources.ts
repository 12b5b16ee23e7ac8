import type { Source } from './printer-rules.ts';

/** The day the printers' pages below were read. */
export const PRINTER_RULES_READ_ON = '2026-11-29';

const page = (url: string, title: string, kind: Source['kind']): Source => ({
  url,
  title,
  read: PRINTER_RULES_READ_ON,
  kind,
});

const domain = (module: string, title: string): Source => page(module, title, 'domain');

/**
 * Every page the printers' figures come from. Where the stored copy of an official page stops
 * before a table, the figure comes from a secondary page that quotes it, cited beside the
 * official one.
 */
export const SOURCES = {
  reference: page(
    'REFERENCE.md',
    "Reference facts: Print facts; Other printers' published rules and terms",
    'reference',
  ),

  // Our own press: the rules this package already holds.
  ourTrims: domain('src/catalogue/trim-sizes.ts', 'TRIM_SIZES (the sizes printed locally)'),
  ourBindings: domain('src/catalogue/bindings.ts', 'BINDINGS, SADDLE_STITCH_*'),
  ourPapers: domain('src/catalogue/paper-types.ts', 'PAPER_TYPES and CALIPER_MM'),
  ourPageCounts: domain('src/validation/quote-rules.ts', 'MIN_PAGES, MAX_PAGES_NON_EBOOK'),
  ourSpines: domain('src/catalogue/spines.ts', 'SPINES (text from the 4 mm spine)'),
  ourCover: domain('src/royalty/cover-size.ts', 'COVER_BLEED_MM, coverSizeMm'),
  ourPreflight: domain('src/files/pdf-preflight.ts', 'bookPdfFindings (pages held to the trim)'),
  ourUploads: domain('src/files/book-file-extensions.ts', 'bookFileExtensions (print-ready: .pdf)'),

  // KDP (Amazon Kindle Direct Publishing), paperback.
  kdpPrintOptions: page(
    'https://kdp.amazon.com/en_US/help/topic/G201834180',
    'KDP Help: Print Options',
    'official',
  ),
  kdpTrimBleedMargins: page(
    'https://kdp.amazon.com/help?topicId=GVBQ3CMEQW3W2VL6',
    'KDP Help: Set Trim Size, Bleed, and Margins',
    'official',
  ),
  kdpSubmission: page(
    'https://kdp.amazon.com/en_US/help/topic/G201857950',
    'KDP Help: Paperback Submission Guidelines',
    'official',
  ),
  kdpCreateSpaceSpecs: page(
    'https://www.createspace.com/Special/Enterprise/Publisher/manufacturing_specifications.jsp',
    'CreateSpace (Amazon): Manufacturing Specifications',
    'official',
  ),
  kdpGutterTable: page(
    'https://kdpbuilder.com/guides/kdp-bleed-and-margins',
    'KDP Bleed and Margins, Made Simple (kdpbuilder.com)',
    'secondary',
  ),
  kdpGutterTable2: page(
    'https://senswriter.com/guides/book-trim-size-margins',
    'Book Trim Size and Margins Guide (senswriter.com)',
    'secondary',
  ),
  kdpCustomTrims: page(
    'https://30daypivot.com/kdp_spoke_creation',
    'KDP interior creation: trim sizes and page counts (30daypivot.com)',
    'secondary',
  ),
  kdpTrimList: page(
    'https://zenebookai.com/blog/kdp-trim-size-guide',
    'KDP trim size guide (zenebookai.com)',
    'secondary',
  ),
  kdpSpinePerPage: page(
    'https://kdpprintcover.com/blog/how-page-count-affects-cover-dimensions/',
    'How KDP Page Count Affects Your Cover Dimensions (kdpprintcover.com)',
    'secondary',
  ),
  kdpSpinePerPage2: page(
    'https://kidillus.com/kdp-cover-size-guide',
    'KDP cover size guide (kidillus.com)',
    'secondary',
  ),
  kdpSpineText: page(
    'https://print.ymirtool.com/guides/kdp-spine-text-requirements/',
    'KDP spine text requirements (print.ymirtool.com)',
    'secondary',
  ),
  kdpImages: page(
    'https://authorityagency.com/courses/book-publishing-printing-guides/hardcover-publishing-with-kdp/kdp-hardcover-interior-formatting-requirements/',
    'KDP Hardcover Interior Formatting Requirements (authorityagency.com)',
    'secondary',
  ),

  // IngramSpark.
  ingramFileRequirements: page(
    'https://www.ingramspark.com/blog/file-requirements-for-print-books',
    'IngramSpark blog: File Requirements for Print Books',
    'official',
  ),
  ingramPrintReady: page(
    'https://help.ingramspark.com/hc/en-us/articles/5338619119245-Creating-and-Designing-Print-Ready-Digital-Files-for-Your-Book',
    'IngramSpark Help: Creating and Designing Print-Ready Digital Files for Your Book',
    'official',
  ),
  ingramFileProblems: page(
    'https://help.ingramspark.com/hc/en-us/articles/6443532453901-File-Problems-that-Cause-Printing-Problems-of-a-Book',
    'IngramSpark Help: File Problems that Cause Printing Problems of a Book',
    'official',
  ),
  ingramVariations: page(
    'https://help.ingramspark.com/hc/en-us/articles/115005501906-File-Print-and-Manufacturing-Variations-in-Printed-Books',
    'IngramSpark Help: File, Print and Manufacturing Variations in Printed Books',
    'official',
  ),
  ingramBindings: page(
    'https://help.ingramspark.com/hc/en-us/articles/209541446-Binding-Formats',
    'IngramSpark Help: Binding Formats',
    'official',
  ),
  ingramFileCreationGuide: page(
    'https://docslib.org/doc/5146028/file-creation-guide-table-of-contents',
    'IngramSpark File Creation Guide v1.2 (copy on docslib.org)',
    'secondary',
  ),
  ingramMinimumPages: page(
    'https://selfpublish.org/html/ingramSparkFAQ',
    'IngramSpark Q&A (selfpublish.org, quoting IngramSpark)',
    'secondary',
  ),
  ingramPdfX: page(
    'https://www.selfpublishingreview.com/2016/03/how-to-fix-your-ingram-spark-pdf-with-free-pdf-fix-download/',
    'How to Fix Your Ingram Spark PDF (selfpublishingreview.com)',
    'secondary',
  ),
  ingramTrims: page(
    'https://ilayoutbooks.com/ingramspark-formatting-requirements-what-actually-breaks/',
    'IngramSpark Formatting Requirements (ilayoutbooks.com)',
    'secondary',
  ),
  ingramTrims2: page(
    'https://cambric.pages.dev/guides/5-25x8-ingramspark-specs',
    'IngramSpark specs at 5.25 x 8 (cambric.pages.dev)',
    'secondary',
  ),
  ingramLandscape: page(
    'https://oldmatemedia.com/new-trim-size/',
    "Why IngramSpark's new trim size is great news (oldmatemedia.com)",
    'secondary',
  ),
  ingramBleed: page(
    'https://scribecount.com/author-resource/publishing-a-book/Print-Book-Formatting-Requirements-for-Self-Published-Authors',
    'Print Book Formatting Requirements for Self-Published Authors (scribecount.com)',
    'secondary',
  ),
  ingramImages: page(
    'https://calianapress.com/resources/formatting-for-upload/',
    'Formatting for upload: KDP Print and IngramSpark (calianapress.com)',
    'secondary',
  ),

  // Lulu.
  luluBleed: page(
    'https://help.lulu.com/en/support/solutions/articles/64000255584-how-do-i-make-my-content-cover-the-whole-page-what-is-bleed',
    'Lulu Help: How do I make my content cover the whole page? What is bleed?',
    'official',
  ),
  luluFormattingTips: page(
    'https://help.lulu.com/en/support/solutions/articles/64000255583-tips-for-formatting-documents',
    'Lulu Help: Tips for Formatting Documents',
    'official',
  ),
  luluInteriorFaq: page(
    'https://help.lulu.com/en/support/solutions/articles/64000255590-interior-formatting-faq',
    'Lulu Help: Interior Formatting FAQ',
    'official',
  ),
  luluColourDifferences: page(
    'https://help.lulu.com/en/support/solutions/articles/64000280479-color-differences',
    'Lulu Help: Color Differences',
    'official',
  ),
  luluSpineWidth: page(
    'https://help.api.lulu.com/en/support/solutions/articles/64000254616-how-is-spine-width-calculated-',
    'Lulu Help: How is spine width calculated?',
    'official',
  ),
  luluBookSizes: page(
    'https://blog.lulu.com/choosing-the-right-book-size/',
    'Lulu blog: Choosing the Right Book Size',
    'official',
  ),
  luluSpineCalculatorPdf: page(
    'https://www.scribd.com/document/513281500/lulu-spine-width-calculator',
    'Lulu Spine Width Calculator PDF (copy on scribd.com)',
    'secondary',
  ),
  luluSpineText: page(
    'https://connect.lulu.com/en/discussion/343028/spine-for-books-with-80-130-pages-for-retail-partners',
    'Lulu community: Spine for books with 80-130 pages (quoting Lulu)',
    'secondary',
  ),
  luluPocketbook: page(
    'https://greyscalepress.com/2010/news/lulu-com-publishing-tips/',
    'Lulu.com publishing tips (greyscalepress.com)',
    'secondary',
  ),
} satisfies Record<string, Source>;
