import { PDFDocument } from 'pdf-lib';
import { calendarPdf } from './calendar-pdf';

const input = (draws: number) => ({
  siteName: 'Drawfront',
  offerName: 'Dream Home Raffle',
  locale: 'en-AU',
  currency: 'AUD',
  timeZone: 'Australia/Sydney',
  pricePerDraw: 1000,
  entry: '1 ticket',
  leadHours: 24,
  draws: Array.from({ length: draws }, (_, index) => ({ drawNo: 432 + index, drawDate: new Date(Date.UTC(2026, 11, 1 + index * 7, 9)), stop: new Date(Date.UTC(2026, 11, 1 + index * 7, 8)), name: index === 0 ? 'Draw 432: City penthouse' : null })),
  generatedAt: new Date(Date.UTC(2026, 10, 24)),
});

describe('subscription calendar PDF', () => {
  it('is a real PDF with its title, one page for a short list', async () => {
    const bytes = await calendarPdf(input(3));
    expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('Dream Home Raffle subscription calendar');
    expect(doc.getAuthor()).toBe('Drawfront');
  });

  it('runs onto more pages when the list is long, and still makes a page with no draws', async () => {
    expect((await PDFDocument.load(await calendarPdf(input(60)))).getPageCount()).toBeGreaterThan(1);
    expect((await PDFDocument.load(await calendarPdf(input(0)))).getPageCount()).toBe(1);
  });
});
