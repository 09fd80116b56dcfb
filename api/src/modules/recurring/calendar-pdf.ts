import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { formatMoney } from '@drawfront/shared/format/money';

/** What the subscription calendar shows: the offer, its coming draws, the charge per draw and when it is taken. */
export interface CalendarInput {
  siteName: string;
  offerName: string;
  locale: string;
  currency: string;
  timeZone: string;
  /** The charge for one draw of the default entry (minor units). */
  pricePerDraw: number;
  /** What is bought each draw, e.g. "1 ticket" or "4 games". */
  entry: string;
  /** How long before a draw's sales stop the charge is taken (hours). */
  leadHours: number;
  draws: { drawNo: number; drawDate: Date; stop: Date; name: string | null }[];
  generatedAt: Date;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const ROW = 18;

/**
 * `/public/pdf/subscription/{key}-calendar.pdf`: a one-page (more when the list is long) PDF, made with pdf-lib,
 * of the coming draws with the date each is drawn, when its charge is taken and how much it is.
 */
export async function calendarPdf(input: CalendarInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${input.offerName} subscription calendar`);
  pdf.setAuthor(input.siteName);
  pdf.setSubject('Coming draws and charges of a subscription');
  pdf.setCreationDate(input.generatedAt);
  pdf.setModificationDate(input.generatedAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const dark = rgb(0.1, 0.1, 0.18);
  const date = new Intl.DateTimeFormat(input.locale, { timeZone: input.timeZone, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
  const money = formatMoney(input.pricePerDraw, input.currency, input.locale);
  // The standard fonts encode WinAnsi only: anything else (a stray emoji in a draw name) is dropped rather than failing.
  const safe = (text: string) => text.replace(/[^\x20-\x7E\u00A0-\u00FF]/g, '');

  let page = pdf.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;
  const line = (text: string, options: { size?: number; font?: typeof regular; x?: number } = {}) => {
    page.drawText(safe(text), { x: options.x ?? MARGIN, y, size: options.size ?? 10, font: options.font ?? regular, color: dark });
  };
  line(`${input.offerName}: subscription calendar`, { size: 18, font: bold });
  y -= 26;
  line(`${input.siteName}. Each draw: ${input.entry}, ${money}, paid from your wallet ${input.leadHours} hours before sales close.`);
  y -= 14;
  line('A draw is skipped, not charged, while your subscription is paused; a limit you set is never exceeded.');
  y -= 28;
  const columns = [MARGIN, MARGIN + 60, MARGIN + 250, MARGIN + 420];
  const header = ['Draw', 'Drawn', 'Charged by', 'Charge'];
  header.forEach((text, index) => line(text, { font: bold, x: columns[index] }));
  y -= ROW;
  for (const draw of input.draws) {
    if (y < MARGIN + ROW) {
      page = pdf.addPage([A4.width, A4.height]);
      y = A4.height - MARGIN;
      header.forEach((text, index) => line(text, { font: bold, x: columns[index] }));
      y -= ROW;
    }
    const chargedBy = new Date(draw.stop.getTime());
    [String(draw.drawNo), date.format(draw.drawDate), date.format(chargedBy), money].forEach((text, index) => line(text, { x: columns[index] }));
    if (draw.name) {
      y -= 12;
      line(draw.name, { size: 8, x: columns[1] });
    }
    y -= ROW;
  }
  if (input.draws.length === 0) line('No draws are scheduled yet: the calendar fills as draws open.');
  y = MARGIN;
  line(`Made ${date.format(input.generatedAt)}. Dates are in ${input.timeZone} time.`, { size: 8 });
  return pdf.save();
}
