/** A draw number from the address (`/results/draw/{drawNo}`, `?drawNo=`): a whole number from 1, else null. */
export function parseDrawNo(raw: string | null | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,8}$/.test(raw)) return null;
  return Number(raw);
}
