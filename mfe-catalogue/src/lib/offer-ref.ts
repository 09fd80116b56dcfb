/**
 * The offer a results or statistics page is about, resolved by app/ from the product offers: the
 * key the API calls take, the name pages show and the URL segment links use (its path on this
 * sub-variant, so an aliased offer keeps its alias).
 */
export interface OfferRef {
  key: string;
  name: string;
  segment: string;
  isRaffle: boolean;
}
