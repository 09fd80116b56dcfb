/** `GET /v2/terms/{offerKey}` and `/v2/terms/{offerKey}/{drawNo}`: an offer's or a draw's terms and conditions. */
export interface OfferTerms {
  offerKey: string;
  drawNo: number | null;
  title: string;
  sections: { heading: string; paragraphs: string[] }[];
  updatedAt: string;
}
