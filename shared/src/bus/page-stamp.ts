/**
 * When a piece of page-bound UI was started (an add to cart, a join, a confirm): a monotonic time stamp
 * of this document, the same clock for the shell and every remote. The shell opens a drawer or shows a
 * toast that carries one only if the customer has not moved to another page since (`startedAt` on
 * `cart/item-added` and on a notification). It orders UI events only; business time comes from the API's clock.
 */
export function pageStamp(): number {
  return performance.now();
}
