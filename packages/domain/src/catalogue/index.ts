export {
  BINDINGS,
  type Binding,
  type BindingId,
  SADDLE_STITCH_MAX_PAGES,
  SADDLE_STITCH_PAGE_MULTIPLE,
} from './bindings.ts';
export { BOOK_FORMAT_LABELS, BOOK_FORMATS, type BookFormat } from './book-formats.ts';
export { COLOUR_TYPES, type ColourType } from './colour-types.ts';
export { COVER_FINISHES, type CoverFinish } from './cover-finishes.ts';
export { COVER_TYPES, type CoverType } from './cover-types.ts';
export { defaultPriceList } from './default-price-list.ts';
export { DEFAULT_PAPER_SIDE, DEFAULT_SPINE_ID } from './defaults.ts';
export { EXTRA_SERVICES, type ExtraService, type ExtraServiceId } from './extra-services.ts';
export { CALIPER_MM, PAPER_TYPES, type PaperShade, type PaperType } from './paper-types.ts';
export { type MarketPrices, type PriceList, priceListSchema } from './price-list.ts';
export { PRINT_OPTIONS, type PrintOption, type PrintOptionId } from './print-options.ts';
export { SPINES, type Spine } from './spines.ts';
export {
  findTrimSize,
  type Orientation,
  type Template,
  TRIM_SIZES,
  type TrimSize,
} from './trim-sizes.ts';
