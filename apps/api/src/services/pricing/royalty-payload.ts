/**
 * The calculator's choices as `/user/realtimeroyalty` and `/user/getquote` receive them
 * (the contract's PrintOptions), after the contract's structural check.
 */
export interface RoyaltyPayload {
  no_of_pages: number;
  is_local: boolean;
  is_international: boolean;
  l_paper_type_id?: number | null;
  l_cover_type_id?: number | null;
  i_paper_type_id?: number | null;
  i_cover_type_id?: number | null;
  local_price?: number | null;
  international_price?: number | null;
  color?: 'Colo' | 'B&W' | null;
  bind?: 'perfect-bound' | 'saddle-stitch' | 'case-bound' | null;
  spot_uv?: boolean;
  duplex_needed?: boolean;
  i_duplex_covered?: boolean;
  soft_touch_matt_lamination?: boolean;
  spiral_bound?: boolean;
  perforation?: boolean;
  recording_needed?: boolean;
}
