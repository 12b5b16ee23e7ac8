/** The texts of the bulk-upload screen, exactly as the product shows them. */
export const BULK_UPLOAD_TEXTS = {
  duplicates: "Duplicate upload detected, some books won't display below.",
  noValidBooks: 'No valid books found',
  noInvalidBooks: 'No invalid books found',
  noBooks: 'No books detected in your CSV document.',
  titleNotFound: 'Title not found',
} as const;
